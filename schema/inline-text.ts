import MarkdownIt from 'markdown-it';

// The marks a paragraph or a list item of an article may carry (issue 45: what the staff sees is
// what the visitor gets): *emphasis*, **strong** and [a link](https://…), a backslash before a mark
// to write it as such. markdown-it's parser, with every rule off but these, reads them; nothing else
// of Markdown is taken (no HTML, no entities, no images), so any other text stays the text it is. The site renders the parts as React elements
// (site/components/ArticleBody.tsx): no HTML string is ever made from them.

const parser = new MarkdownIt('zero').enable(['emphasis', 'link', 'escape']);
// Every link is read as one, whatever its address: isAllowedLink decides, and a save names the refused ones.
parser.validateLink = () => true;
type Token = NonNullable<ReturnType<InstanceType<typeof MarkdownIt>['parseInline']>[number]['children']>[number];

export type InlinePart = string | { em: InlinePart[] } | { strong: InlinePart[] } | { link: string; parts: InlinePart[] };

/**
 * Where a link may go: a page of the site ("/fr/contact/"), or an https, http, mailto or tel
 * address. Not "//host" nor "/\host" (another site for a browser), nor any other scheme.
 */
export function isAllowedLink(href: string): boolean {
  if (/^\/(?![/\\])/.test(href)) return true;
  try {
    return ['https:', 'http:', 'mailto:', 'tel:'].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

/** The refused links of a text, as written: a save names them. */
export function refusedLinks(text: string): string[] {
  return tokensOf(text)
    .filter((t) => t.type === 'link_open')
    .map((t) => String(t.attrGet('href') ?? ''))
    .filter((href) => !isAllowedLink(href));
}

const tokensOf = (text: string): Token[] => parser.parseInline(text, {})[0]?.children ?? [];

/** The text's parts: plain text, emphasis, strong, links. A link that may not be followed is its text only. */
export function inlineParts(text: string): InlinePart[] {
  const root: InlinePart[] = [];
  const open: { close: string; parts: InlinePart[] }[] = [];
  const into = () => open.at(-1)?.parts ?? root;
  const push = (part: InlinePart) => {
    const parts = into();
    const last = parts.at(-1);
    if (typeof part === 'string' && typeof last === 'string') parts[parts.length - 1] = last + part;
    else parts.push(part);
  };
  for (const token of tokensOf(text)) {
    if (token.type === 'text' || token.type === 'code_inline') push(token.content);
    else if (token.type === 'softbreak' || token.type === 'hardbreak') push(' ');
    else if (token.type === 'em_open' || token.type === 'strong_open' || token.type === 'link_open') {
      const parts: InlinePart[] = [];
      const href = String(token.attrGet('href') ?? '');
      // A refused link's text joins its surroundings.
      if (token.type === 'link_open' && !isAllowedLink(href)) open.push({ close: 'link_close', parts: into() });
      else {
        push(token.type === 'em_open' ? { em: parts } : token.type === 'strong_open' ? { strong: parts } : { link: href, parts });
        open.push({ close: token.type.replace('_open', '_close'), parts });
      }
    } else if (token.type.endsWith('_close') && open.at(-1)?.close === token.type) open.pop();
  }
  return root;
}
