import sanitize from 'sanitize-html';
import { DESCRIPTION_EXCERPT_LENGTH, DESCRIPTION_WORD_CUT_RATIO } from '../../schema/index.js';

// Feed descriptions are HTML written in the back office. Only formatting survives; scripts, styles
// and frames go with their content, other tags are unwrapped, links are made safe.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a'];
const ALLOWED_ATTRIBUTES: Record<string, string[]> = { a: ['href', 'rel', 'target'] };
const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener nofollow', target: '_blank' }) },
};

/** Sanitized HTML and what was taken out ("script", "attribute:onclick"), for the sync report. */
export function sanitizeHtmlReport(html: string): { html: string; removed: string[] } {
  const removed = new Set<string>();
  const clean = sanitize(html, {
    ...OPTIONS,
    onOpenTag: (name, attribs) => {
      if (!ALLOWED_TAGS.includes(name)) removed.add(name);
      for (const attribute of Object.keys(attribs)) {
        if (!ALLOWED_ATTRIBUTES[name]?.includes(attribute)) removed.add(`attribute:${attribute}`);
      }
      if (name === 'a' && attribs.href && !/^(https?:|mailto:|tel:)/i.test(attribs.href.trim())) removed.add('link:unsafe-href');
    },
  }).trim();
  return { html: clean, removed: [...removed].sort() };
}

export const sanitizeHtml = (html: string): string => sanitizeHtmlReport(html).html;

/** Text of an HTML fragment: entities decoded, block ends as spaces, white space collapsed. */
export function plainText(html: string): string {
  const spaced = html.replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\b[^>]*>/gi, ' $&');
  const text = sanitize(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, code: string) => {
    if (code[0] === '#') {
      const point = code[1]?.toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(point) ? String.fromCodePoint(point) : all;
    }
    return NAMED[code.toLowerCase()] ?? all;
  });
}

/**
 * §9 Description cleaning: a text of at most `max` characters is kept whole. A longer one is cut
 * at `max`; if the last space of the cut lies past 80 % of `max`, the cut moves back to it so no word
 * is split, trailing punctuation and spaces go, and '…' follows (so the result is at most max + 1).
 */
export function excerpt(text: string, max = DESCRIPTION_EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  if (text[max] !== ' ' && lastSpace > max * DESCRIPTION_WORD_CUT_RATIO) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\s.,;:!?'"«(–-]+$/u, '')}…`;
}
