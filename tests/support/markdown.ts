import GithubSlugger from 'github-slugger';

// What the docs tests read of a Markdown file: its headings with GitHub's anchors, its sections and
// its links, with code (fenced blocks, inline spans) left out as GitHub leaves it out.

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The text with every fenced block's lines blanked (same length, same lines), so indexes stay the file's. */
function blankFences(text: string): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const mark = FENCE.exec(line)?.[1] ?? '';
      if (fence === undefined) {
        if (!mark) return line;
        fence = mark;
      } else if (mark[0] === fence[0] && mark.length >= fence.length && !line.trim().slice(mark.length)) fence = undefined;
      return ' '.repeat(line.length);
    })
    .join('\n');
}

const blank = (part: string) => part.replace(/[^\n]/g, ' ');

/** The text without code: fenced blocks, inline code spans and HTML comments are blanked. */
export function withoutCode(text: string): string {
  return blankFences(text)
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank);
}

/** A heading's text as GitHub renders it (its anchor is made from that): no markup, code spans' text kept. */
function renderedText(heading: string): string {
  return heading
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`+/g, '')
    .replace(/(\*\*|__|\*|(?<=^|\W)_|_(?=\W|$))/g, '');
}

export interface Heading {
  level: number;
  text: string;
  /** GitHub's anchor: its slug, -1, -2… after a heading of the same slug. */
  anchor: string;
  /** Where the heading's line starts in the file. */
  index: number;
}

/** The ATX headings (`## Title`) outside code, in order. */
export function headingsOf(text: string): Heading[] {
  const slugger = new GithubSlugger();
  const headings: Heading[] = [];
  for (const match of blankFences(text).matchAll(/^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm)) {
    const rendered = renderedText(match[2] ?? '');
    headings.push({ level: match[1]?.length ?? 0, text: rendered, anchor: slugger.slug(rendered), index: match.index });
  }
  return headings;
}

/** Every anchor a link may name in the file: its headings' and its HTML anchors (`<a id="…">`). */
export function anchorsOf(text: string): Set<string> {
  const html = [...withoutCode(text).matchAll(/<a\s[^>]*\b(?:id|name)="([^"]+)"/g)].map((m) => m[1] ?? '');
  return new Set([...headingsOf(text).map((h) => h.anchor), ...html]);
}

/** The section under the heading of that text: up to the next heading of its level or above; undefined when none has it. */
export function sectionOf(text: string, heading: string): string | undefined {
  const headings = headingsOf(text);
  const at = headings.findIndex((h) => h.text === heading);
  const start = headings[at];
  if (!start) return undefined;
  const end = headings.slice(at + 1).find((h) => h.level <= start.level);
  return text.slice(start.index, end?.index);
}

export interface Link {
  /** The destination as written (`configuration.md#smtp`, `../deploy/`, `https://…`). */
  target: string;
  line: number;
}

/** Every link and image destination outside code: inline (`[text](target)`), reference definitions and HTML href/src. */
export function linksOf(text: string): Link[] {
  const prose = withoutCode(text);
  const patterns = [
    // The destination after `](`: also a link whose text holds an image, [![alt](image)](target).
    /\]\(\s*(<[^>\n]*>|[^()\s]+(?:\([^()\s]*\)[^()\s]*)*)(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g,
    /^ {0,3}\[[^\]\n]+\]:[ \t]*(<[^>\n]*>|\S+)/gm,
    /<(?:a|img)\s[^>]*?\b(?:href|src)="([^"]+)"/g,
  ];
  return patterns
    .flatMap((pattern) => [...prose.matchAll(pattern)])
    .map((match) => ({
      target: (match[1] ?? '').replace(/^<|>$/g, ''),
      line: prose.slice(0, match.index).split('\n').length,
    }))
    .sort((a, b) => a.line - b.line);
}
