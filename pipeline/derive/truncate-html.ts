import { DESCRIPTION_WORD_CUT_RATIO } from '../../schema/index.js';
import { sanitizeHtml } from './clean-description.js';

/**
 * Sanitized HTML (sanitizeHtml's output) cut after `max` characters of text, at a word when one
 * ends past 80 % of them, with '…' at the cut; tags left open are closed. Our sanitizer's output
 * has no '>' inside a tag and no '&' outside an entity, so a simple scan finds the text.
 */
export function truncateHtml(html: string, max: number): string {
  let count = 0;
  let at = 0;
  let lastSpace = -1;
  while (at < html.length && count < max) {
    const c = html[at];
    if (c === '<') {
      const end = html.indexOf('>', at);
      at = end < 0 ? html.length : end + 1;
      continue;
    }
    if (c === '&') {
      const end = html.indexOf(';', at);
      at = end < 0 ? at + 1 : end + 1;
    } else {
      if (/\s/.test(c as string) && count > max * DESCRIPTION_WORD_CUT_RATIO) lastSpace = at;
      at++;
    }
    count++;
  }
  if (at >= html.length) return html;
  let cut = lastSpace >= 0 ? lastSpace : at;
  if (/[\uD800-\uDBFF]/.test(html[cut - 1] ?? '')) cut--; // no half surrogate pair
  // Parsing the cut text again closes the tags it left open.
  return sanitizeHtml(`${html.slice(0, cut).trimEnd()}…`);
}
