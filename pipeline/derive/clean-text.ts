import { ONE_LINE_MAX_LENGTH } from '../../schema/index.js';
import { excerpt, plainText, TAG_START } from './clean-description.js';

// Feed texts are typed in a back office and may be pasted from anywhere. Characters that cannot be
// seen but change what is shown go: C0/C1 controls, bidi embeddings, overrides and isolates
// (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C) and zero-width ones (U+200B–U+200D, U+2060,
// U+FEFF). Left in, they reorder a title on screen or make "Charleroi" and "Charleroi\u200B" two cities.
// Tab, CR and LF are not in this set: they are line breaks, handled on their own.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const LINE_BREAKS = /[\t\n\r\u0085\u2028\u2029]+/g;
const HAS_LINE_BREAK = /[\t\n\r\u0085\u2028\u2029]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A text with invisible characters removed and lone surrogates replaced by U+FFFD; how many were removed. */
export function stripInvisible(text: string): { text: string; removed: number } {
  let removed = 0;
  const clean = text.replace(LONE_SURROGATE, '\uFFFD').replace(INVISIBLE, () => {
    removed++;
    return '';
  });
  return { text: clean, removed };
}

export interface CleanLine {
  /** The cleaned text, or null when nothing visible is left. */
  text: string | null;
  /** What was changed, in words for the sync report; empty when the text was clean. */
  changes: string[];
}

/**
 * A one-line feed text (title, city, street, name…) as the site may show it: no markup (tags are
 * dropped, entities decoded), no invisible characters, line breaks joined into one space, and at
 * most `max` characters (cut at a word past 80 %, with '…').
 */
export function cleanLine(input: string, max = ONE_LINE_MAX_LENGTH): CleanLine {
  const changes: string[] = [];
  let text = input;
  if (HAS_LINE_BREAK.test(text)) {
    changes.push('joined its lines into one');
    text = text.replace(LINE_BREAKS, ' ');
  }
  // Invisible characters before the markup and after it: "<\u202Eevil" is no tag to the markup
  // step, and an entity such as "&#x202E;" only decodes to one there.
  const before = stripInvisible(text);
  text = before.text;
  let removed = before.removed;
  if (/[<&]/.test(text)) {
    if (/<[a-z!/?]/i.test(text)) changes.push('removed HTML markup');
    const after = stripInvisible(plainText(text));
    text = after.text.replace(TAG_START, '< ');
    removed += after.removed;
  }
  if (removed > 0) changes.push(`removed ${removed} control, bidi or zero-width character(s)`);
  text = text.replace(/ {2,}/g, ' ').trim();
  if (text.length > max) {
    changes.push(`cut to ${max} characters`);
    text = excerpt(text, max);
  }
  return { text: text === '' ? null : text, changes };
}
