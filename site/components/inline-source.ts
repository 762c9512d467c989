/**
 * A self-contained function as source for an inline script, one line: the build's output indents
 * with tabs and newlines that would cost every page bytes. Safe for functions without strings or
 * regular expressions that span lines (the schema's isPreview and classifyReferrer).
 */
export function inlineSource(fn: (...args: never[]) => unknown): string {
  return fn.toString().replace(/\n\s*/g, '');
}
