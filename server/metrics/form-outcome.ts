import { FORM_KINDS, type FormKind } from '../../schema/index.js';

// A form post's outcome for /metrics, from its answer (server/api/forms.ts answers each with its own
// status): the label values are few and fixed, whatever a client sends.

export type FormOutcome = 'accepted' | 'repeated' | 'refused' | 'failed';

/**
 * 201: a new submission stored. 200: thanked with nothing new stored (a post repeated with its
 * idempotency key, or a robot caught by the honeypot). 4xx: refused (invalid, a captcha, a limit).
 * 5xx: failed (the store).
 */
export function formOutcome(status: number): FormOutcome {
  if (status === 201) return 'accepted';
  if (status < 300) return 'repeated';
  return status < 500 ? 'refused' : 'failed';
}

/** The form a post names, when it is one: an unknown name is no label (its 404 counts among the requests). */
export const formKindOf = (name: string | undefined): FormKind | undefined =>
  (FORM_KINDS as readonly string[]).includes(name ?? 'job-contact') ? ((name ?? 'job-contact') as FormKind) : undefined;
