// When the last successful sync ran, from what is beside its output: the record's last success (a
// sync that found nothing new publishes nothing, yet succeeded) and the manifest's publication (an
// output written before the record existed). Pure: /readyz, /metrics and `vitrine status` read it.

/** The later of the times given (ISO), or undefined when none is. */
export function lastSuccessOf(...times: (string | undefined)[]): Date | undefined {
  const known = times.filter((at) => at !== undefined).map((at) => Date.parse(at));
  return known.length === 0 ? undefined : new Date(Math.max(...known));
}
