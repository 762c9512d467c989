// The answer of /readyz in the IETF's health check response format (draft-inadarei-api-health-check,
// application/health+json): an overall status and, per check, its state. Pure: the checks are run
// elsewhere (readiness.ts).

export const HEALTH_CONTENT_TYPE = 'application/health+json';

export type HealthStatus = 'pass' | 'warn' | 'fail';

/** One check's entry (the format's "checks" object holds a list of them per "component:measurement"). */
export interface CheckResult {
  status: HealthStatus;
  componentType: 'datastore' | 'component' | 'system';
  observedValue?: number;
  observedUnit?: string;
  /** When what was observed happened (a sync's publication, the site's build), ISO. */
  time?: string;
  /** Why it fails or warns, for the operator: what, and what to do. */
  output?: string;
}

export interface HealthReport {
  status: HealthStatus;
  checks: Record<string, CheckResult[]>;
}

const WORST: readonly HealthStatus[] = ['fail', 'warn', 'pass'];

/** The report of these checks: failing when one fails, warning when one warns, passing otherwise. */
export function healthReport(checks: Record<string, CheckResult>): HealthReport {
  const states = new Set(Object.values(checks).map((check) => check.status));
  const status = WORST.find((state) => states.has(state)) ?? 'pass';
  return { status, checks: Object.fromEntries(Object.entries(checks).map(([name, check]) => [name, [check]])) };
}

/** The format's HTTP status: 2xx for pass and warn, 503 for fail (a load balancer takes the instance out). */
export const httpStatusOf = (report: HealthReport) => (report.status === 'fail' ? 503 : 200);
