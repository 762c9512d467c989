import type { Property, RecordProblem } from '../../schema/index.js';
import { excerpt, plainText, sanitizeHtmlReport } from '../derive/index.js';

type Where = Pick<RecordProblem, 'id' | 'kind' | 'language'>;

/** A feed Description → sanitized HTML, text and excerpt, with a "cleaned" line when HTML was removed. */
export function descriptionOf(
  html: string | null | undefined,
  where: Where,
): { description: Property['description']; problems: RecordProblem[] } {
  const cleaned = sanitizeHtmlReport(html ?? '');
  const text = plainText(cleaned.html);
  const problems: RecordProblem[] = cleaned.removed.length
    ? [{ ...where, field: 'Description', reason: `removed unsafe HTML: ${cleaned.removed.join(', ')}`, action: 'cleaned' }]
    : [];
  return { description: { html: cleaned.html, text, excerpt: excerpt(text) }, problems };
}
