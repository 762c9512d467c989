import { DESCRIPTION_MAX_LENGTH, type Property, type RecordProblem } from '../../schema/index.js';
import { excerpt, plainText, sanitizeHtmlReport, stripInvisible, truncateHtml } from '../derive/index.js';

type Where = Pick<RecordProblem, 'id' | 'kind' | 'language'>;

/** Past this many characters of HTML the rest cannot fit in DESCRIPTION_MAX_LENGTH of text: not parsed. */
const HTML_READ_LIMIT = DESCRIPTION_MAX_LENGTH * 10;

/**
 * A feed Description → sanitized HTML, text and excerpt, with one "cleaned" line saying what was
 * changed: unsafe HTML removed, invisible characters removed, a text too long cut at a word.
 */
export function descriptionOf(
  input: string | null | undefined,
  where: Where,
  field = 'Description',
): { description: Property['description']; problems: RecordProblem[] } {
  const changes: string[] = [];
  const cleaned = sanitizeHtmlReport((input ?? '').slice(0, HTML_READ_LIMIT));
  if (cleaned.removed.length) changes.push(`removed unsafe HTML: ${cleaned.removed.join(', ')}`);
  // After sanitizing, which decodes entities: "&#x202E;" is a character by then.
  const stripped = stripInvisible(cleaned.html);
  if (stripped.removed > 0) changes.push(`removed ${stripped.removed} control, bidi or zero-width character(s)`);
  let html = stripped.text;
  let text = plainText(html);
  if (text.length > DESCRIPTION_MAX_LENGTH || (input?.length ?? 0) > HTML_READ_LIMIT) {
    changes.push(`cut to ${DESCRIPTION_MAX_LENGTH} characters of text (it had ${text.length} or more)`);
    html = truncateHtml(html, DESCRIPTION_MAX_LENGTH);
    text = plainText(html);
  }
  const problems: RecordProblem[] = changes.length ? [{ ...where, field, reason: changes.join('; '), action: 'cleaned' }] : [];
  return { description: { html, text, excerpt: excerpt(text) }, problems };
}
