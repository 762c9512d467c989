// A page kind whose pages differ in a few places only (a list's numbered pages: their number, their
// cards, their paging links) is rendered once, for a model page, and cut into a template there: each
// page is then the template with its own parts put in, in microseconds where a render through Vike
// and React takes milliseconds. Pure: the caller renders the model and the parts, and checks a filled
// page against the same page rendered in full before it trusts the template (site/pages/list/numbered-pages.ts).

/** The model's HTML cut at its parts: text, and the names of the parts that go between. */
export type PageTemplate = readonly (string | { part: string })[];

/** The part that stands wherever the model's number appeared in its text. */
export const NUMBER_PART = 'number';

/**
 * Cuts `html`, the model page, at each of `parts` (their markup as the model rendered them, by name),
 * then its text between them wherever `number` (the model's own number, one no page has) appears.
 * Undefined when a part's markup is not in the page exactly once, or two parts overlap: the page is
 * not made of those parts, and its pages are rendered in full.
 */
export function cutTemplate(html: string, parts: Record<string, string>, number: string): PageTemplate | undefined {
  const places: { name: string; at: number; end: number }[] = [];
  for (const [name, markup] of Object.entries(parts)) {
    const at = html.indexOf(markup);
    if (markup === '' || at < 0 || html.indexOf(markup, at + 1) >= 0) return undefined;
    places.push({ name, at, end: at + markup.length });
  }
  places.sort((a, b) => a.at - b.at);
  const template: (string | { part: string })[] = [];
  const addText = (text: string) =>
    text.split(number).forEach((piece, i) => {
      if (i > 0) template.push({ part: NUMBER_PART });
      if (piece !== '') template.push(piece);
    });
  let from = 0;
  for (const place of places) {
    if (place.at < from) return undefined;
    addText(html.slice(from, place.at));
    template.push({ part: place.name });
    from = place.end;
  }
  addText(html.slice(from));
  return template;
}

/** The markup of a template's part among the page's parts. */
function partOf(parts: Record<string, string>, part: string): string {
  const markup = parts[part];
  if (markup === undefined) throw new Error(`the page's template has a part "${part}" that was not given`);
  return markup;
}

/** A page: the template with its parts (`number` among them) put in. */
export function fillTemplate(template: PageTemplate, parts: Record<string, string>): string {
  let html = '';
  for (const piece of template) html += typeof piece === 'string' ? piece : partOf(parts, piece.part);
  return html;
}

/**
 * A template with its text pieces encoded once: a page's bytes are then its pieces' bytes with its
 * parts' between, where encoding the whole page (64,000 characters, some beyond Latin-1) took a
 * third of a templated page's time (docs/benchmarks.md, bench/build). UTF-8 of a text is the UTF-8 of its pieces
 * one after another: every cut falls between two whole characters (before a part's markup, around the
 * model's number).
 */
export type EncodedTemplate = readonly (Buffer | { part: string })[];

export const encodeTemplate = (template: PageTemplate): EncodedTemplate =>
  template.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece));

/** A page's bytes: the encoded template with its parts put in, equal to the UTF-8 of fillTemplate's text. */
export const fillTemplateBytes = (template: EncodedTemplate, parts: Record<string, string>): Buffer =>
  Buffer.concat(template.map((piece) => (Buffer.isBuffer(piece) ? piece : Buffer.from(partOf(parts, piece.part)))));
