import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';

// What a built page would run of a hostile text: a script that holds it, an event-handler attribute,
// a javascript:, vbscript: or data:text URL in a link, a source or a form. Read by an HTML parser, as
// a browser reads the page, not by a pattern on the text (an escaped "<script>" is text, and fine).

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'srcset', 'poster', 'data']);
// Browsers drop tabs, line breaks and control characters from a URL's scheme before they read it.
const schemeOf = (url: string) =>
  [...url]
    .filter((c) => {
      const code = c.codePointAt(0) as number;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('')
    .toLowerCase();

/** Each place in `html` where a hostile text would run, as "<tag attribute>" or "<script> …". */
export function injectedMarkup(html: string, marker = 'alert(1)'): string[] {
  const found: string[] = [];
  let inScript = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script') inScript = true;
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on')) found.push(`<${name} ${attribute}>`);
          if (URL_ATTRIBUTES.has(attribute) && /^(javascript|vbscript|data:text)/.test(schemeOf(value)))
            found.push(`<${name} ${attribute}="${value}">`);
        }
      },
      ontext(text) {
        if (inScript && text.includes(marker)) found.push(`<script> ${text.slice(0, 80)}`);
      },
      onclosetag(name) {
        if (name === 'script') inScript = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}

/** The findings of every HTML file under `dir`, by its path. */
export async function injectedMarkupUnder(dir: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const path = join(entry.parentPath, entry.name);
    const findings = injectedMarkup(await readFile(path, 'utf8'));
    if (findings.length > 0) found[path] = findings;
  }
  return found;
}
