import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '../../cli/guides.js';
import { ROOT } from '../support/cli.js';
import { anchorsOf, headingsOf, linksOf } from '../support/markdown.js';

// Every relative link of the README and the guides leads somewhere: the file exists, and an
// #anchor is one of its headings as GitHub makes anchors. Links to the web are not followed.

const DOCS = join(ROOT, 'docs');
const FILES = ['README.md', ...readdirSync(DOCS).flatMap((f) => (f.endsWith('.md') ? [`docs/${f}`] : []))];

const read = (file: string) => readFileSync(file, 'utf8');
const anchors = new Map<string, Set<string>>();
const anchorsIn = (file: string) => anchors.get(file) ?? anchors.set(file, anchorsOf(read(file))).get(file) ?? new Set();

/** Why a link of `file` leads nowhere, or undefined when it resolves (or is not a link within the repository). */
function problemOf(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(target)) return undefined;
  const hash = target.indexOf('#');
  const path = decodeURI(hash < 0 ? target : target.slice(0, hash));
  const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
  // GitHub reads a path from / from the repository's root.
  const resolved =
    path === '' ? join(ROOT, file) : path.startsWith('/') ? join(ROOT, path) : resolve(dirname(join(ROOT, file)), path);
  const shown = relative(ROOT, resolved) || '.';
  if (!existsSync(resolved)) return `${shown} does not exist`;
  if (anchor === undefined || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) return undefined;
  return anchorsIn(resolved).has(anchor) ? undefined : `${shown} has no heading whose anchor is #${anchor}`;
}

describe('links of the README and docs/', () => {
  it.each(FILES)('%s: every relative link and anchor resolves', (file) => {
    const broken = linksOf(read(join(ROOT, file))).flatMap(({ target, line }) => {
      const problem = problemOf(file, target);
      return problem ? [`${file}:${line}: (${target}) ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('finds the guides `vitrine --help` names', () => {
    expect(Object.keys(GUIDES).filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});

describe('how links and anchors are read', () => {
  it("makes GitHub's anchors: lower case, spaces to -, punctuation out but - and _, code kept, repeats numbered", () => {
    const text = [
      '# Vitrine',
      '## Quick start',
      '### `vitrine sync`',
      '### Kyero v3 feeds (`sources/kyero/`)',
      '## site.json',
      '## Environment variables',
      '### Quick start',
      '## Quick start',
      '## What `VITRINE_DB` *names*, and [why](operations.md)',
      '```sh',
      '# a comment, not a heading',
      '```',
    ].join('\n');
    expect(headingsOf(text).map((h) => h.anchor)).toEqual([
      'vitrine',
      'quick-start',
      'vitrine-sync',
      'kyero-v3-feeds-sourceskyero',
      'sitejson',
      'environment-variables',
      'quick-start-1',
      'quick-start-2',
      'what-vitrine_db-names-and-why',
    ]);
  });

  it('reads inline, image, reference and HTML links, and none inside code', () => {
    const text = [
      'See [the guide](docs/staff-guide.md#the-first-sync) and ![home](docs/screenshots/home-1280.png "Home").',
      '[![detail](a.png)](b.md) <a href="c.md">c</a>',
      '`[not a link](d.md)` and',
      '```md',
      '[nor this](e.md)',
      '```',
      '[ref]: configuration.md#smtp',
      'Mail <mailto:info@agence.be> and [the web](https://example.org/).',
    ].join('\n');
    expect(linksOf(text)).toEqual([
      { target: 'docs/staff-guide.md#the-first-sync', line: 1 },
      { target: 'docs/screenshots/home-1280.png', line: 1 },
      { target: 'a.png', line: 2 },
      { target: 'b.md', line: 2 },
      { target: 'c.md', line: 2 },
      { target: 'configuration.md#smtp', line: 7 },
      { target: 'https://example.org/', line: 8 },
    ]);
  });

  it('says which link leads nowhere, and skips the web', () => {
    expect(problemOf('docs/operations.md', 'https://caddyserver.com/docs/')).toBeUndefined();
    expect(problemOf('docs/operations.md', 'mailto:info@agence.be')).toBeUndefined();
    expect(problemOf('docs/operations.md', '../deploy/')).toBeUndefined();
    expect(problemOf('docs/operations.md', 'no-such-guide.md')).toBe('docs/no-such-guide.md does not exist');
    expect(problemOf('README.md', '#no-such-heading')).toBe('README.md has no heading whose anchor is #no-such-heading');
  });
});
