import sanitize from 'sanitize-html';
import { DESCRIPTION_EXCERPT_LENGTH, DESCRIPTION_WORD_CUT_RATIO } from '../../schema/index.js';

// Feed descriptions are HTML written in the back office. Only formatting survives; scripts, styles
// and frames go with their content, other tags are unwrapped, links are made safe.
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a'];
// xmp too, as sanitize-html 2.18 drops it by default: what it holds is raw text to a browser, not formatting.
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'textarea',
  'option',
  'xmp',
  'noscript',
  'object',
  'embed',
  'template',
];
/** Attributes kept from the feed; rel and target on links are ours, not the feed's. */
const FEED_ATTRIBUTES: Record<string, string[]> = { a: ['href'] };

// sanitize-html lets relative hrefs through ("/page", "#top"); they point into the back office, so
// only these absolute schemes make a link. Spaces and control characters are ignored, as browsers do.
const isSafeHref = (href: string | undefined): href is string =>
  href !== undefined && /^(https?|mailto|tel):/i.test(Array.from(href, (c) => (c > ' ' ? c : '')).join(''));

const OPTIONS: sanitize.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // A link without a safe href is unwrapped: renamed to a tag that is not allowed, its text stays.
    a: (_, attribs): sanitize.Tag =>
      isSafeHref(attribs.href)
        ? { tagName: 'a', attribs: { href: attribs.href.trim(), rel: 'noopener nofollow', target: '_blank' } }
        : { tagName: 'span', attribs: {} },
  },
};

/**
 * Sanitized HTML and what was taken out, for the sync report: tag names ("script", "div", and "a"
 * for a link without a safe href) and dropped attributes ("attribute:onclick", "attribute:href").
 */
export function sanitizeHtmlReport(html: string): { html: string; removed: string[] } {
  const removed = new Set<string>();
  const clean = sanitize(html, {
    ...OPTIONS,
    onOpenTag: (name, attribs) => {
      const unsafeLink = name === 'a' && !isSafeHref(attribs.href);
      if (!ALLOWED_TAGS.includes(name) || unsafeLink) removed.add(name);
      for (const attribute of Object.keys(attribs)) {
        if (!FEED_ATTRIBUTES[name]?.includes(attribute) || unsafeLink) removed.add(`attribute:${attribute}`);
      }
    },
  }).trim();
  return { html: clean, removed: [...removed].sort() };
}

export const sanitizeHtml = (html: string): string => sanitizeHtmlReport(html).html;

const BLOCK_END = /<(?:br|hr)\b[^>]*>|<\/(?:p|li|ul|ol|h[1-6]|div|blockquote|tr|td|th|table)\s*>/gi;
// sanitize-html decodes every entity while parsing and re-escapes only these three in text.
const ESCAPED: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>' };

// "&lt;script&gt;" decodes to "<script>": a space after '<' keeps any consumer that forgets to
// escape (a mail, a meta tag) from reading it as a tag; a reader sees the same text.
export const TAG_START = /<(?=[a-z!/?])/gi;

/** Text of an HTML fragment: entities decoded, block ends as spaces, white space collapsed, no tag. */
export function plainText(html: string): string {
  const text = sanitize(html.replace(BLOCK_END, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DROPPED_WITH_CONTENT,
  });
  return text
    .replace(/&(?:amp|lt|gt);/g, (entity) => ESCAPED[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .replace(TAG_START, '< ')
    .trim();
}

/**
 * §9 Description cleaning, 250 characters (UTF-16 units), cut at a word if past 80 %:
 * - a text of at most `max` characters is returned whole;
 * - a longer one is cut after `max` characters. The cut splits a word when the character after it
 *   is not a space; then, if the last space of the cut lies at an index past `max × 0.8` (strictly:
 *   a space at exactly 80 % does not count), the cut moves back to that space; otherwise the word
 *   is cut hard (a long word or URL would otherwise leave too little text);
 * - trailing spaces and punctuation (. , ; : ! ? ' " « ( – -) are removed and '…' is appended,
 *   so the result has at most `max + 1` characters.
 */
export function excerpt(text: string, max = DESCRIPTION_EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  if (text[max] !== ' ' && lastSpace > max * DESCRIPTION_WORD_CUT_RATIO) cut = cut.slice(0, lastSpace);
  return `${cut.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s.,;:!?'"«(–-]+$/u, '')}…`; // no half surrogate pair
}
