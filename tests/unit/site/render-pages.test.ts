import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageDigestOf } from '../../../site/build/page-digests.js';
import { type PageEntry, type RenderPage, renderPages } from '../../../site/build/render-pages.js';

// The render's loop (site/build/render-pages.ts) with a renderer of its own: what it writes, what it
// keeps from the last build, and that a failed write fails it.

const folders: string[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

const site = async () => {
  const folder = await mkdtemp(join(tmpdir(), 'vitrine-render-'));
  folders.push(folder);
  return folder;
};

// A page long enough to be worth compressing (1 KB and more), naming its URL and its data.
const render: RenderPage = async (url, pageContext) =>
  `<!DOCTYPE html><html><body><h1>${url}</h1><p>${JSON.stringify(pageContext)}</p>${'<p>text</p>'.repeat(120)}<script>go()</script></body></html>`;
const scriptsOf = (path: string) => (path.endsWith('.html') ? [`'${path}'`] : []);

/** The configuration's texts' digests, by language (site/build/config-texts.ts). */
const texts = { fr: 'fr-1', nl: 'nl-1', all: 'all-1' };

const pages: PageEntry[] = [
  { url: '/fr/', pageContext: { locale: 'fr', data: { count: 3 } } },
  { url: '/fr/a-vendre/mettet/maison/4100001/', pageContext: () => ({ locale: 'fr', data: { price: 250_000 } }) },
  { url: '/404.html', pageContext: {} },
];

describe('the render of the pages', () => {
  it('writes every page at its file without a compressed copy (the server makes it), and records each', async () => {
    const client = await site();
    const result = await renderPages(pages, render, { client, scriptsOf, texts });
    expect(result.rendered).toBe(3);
    for (const [url, file] of [
      ['/fr/', 'fr/index.html'],
      ['/fr/a-vendre/mettet/maison/4100001/', 'fr/a-vendre/mettet/maison/4100001/index.html'],
      ['/404.html', '404.html'],
    ] as const) {
      const html = await readFile(join(client, file));
      expect(html.toString()).toContain(`<h1>${url}</h1>`);
      for (const copy of ['br', 'gz']) await expect(access(join(client, `${file}.${copy}`))).rejects.toThrow(/ENOENT/);
      expect(result.files[file]).toMatchObject({ compressed: false, scripts: [`'${file}'`] });
    }
    expect(await readFile(join(client, 'fr/a-vendre/mettet/maison/4100001/index.html'), 'utf8')).toContain('250000');
    expect(Object.keys(result.digests).sort()).toEqual(pages.map((p) => p.url).sort());
  });

  it('renders only the pages whose digest changed since the last build, and always the root 404 page', async () => {
    const client = await site();
    const previous = {
      '/fr/': pageDigestOf('/fr/', { locale: 'fr', data: { count: 3 } }, texts.fr),
      // The property's price was another.
      '/fr/a-vendre/mettet/maison/4100001/': pageDigestOf(
        '/fr/a-vendre/mettet/maison/4100001/',
        {
          locale: 'fr',
          data: { price: 260_000 },
        },
        texts.fr,
      ),
      '/404.html': pageDigestOf('/404.html', {}, texts.all),
    };
    const rendered: string[] = [];
    const result = await renderPages(
      pages,
      async (url, context) => {
        rendered.push(url);
        return render(url, context);
      },
      { client, scriptsOf, previous, texts },
    );
    expect(rendered).toEqual(['/fr/a-vendre/mettet/maison/4100001/', '/404.html']);
    expect(result.rendered).toBe(2);
    // Every page's digest, the kept one's too: the next build compares with all of them.
    expect(result.digests['/fr/']).toBe(previous['/fr/']);
    expect(result.digests['/fr/a-vendre/mettet/maison/4100001/']).not.toBe(previous['/fr/a-vendre/mettet/maison/4100001/']);
  });

  it("renders a language's pages again when its texts changed, and keeps those of the others", async () => {
    const client = await site();
    const first = await renderPages(pages, render, { client, scriptsOf, texts });
    const rendered: string[] = [];
    const counting = async (url: string, context: Record<string, unknown>) => {
      rendered.push(url);
      return render(url, context);
    };
    await renderPages(pages, counting, { client, scriptsOf, previous: first.digests, texts: { ...texts, nl: 'nl-2' } });
    // Only the root 404 page, rendered every time: no page is in Dutch.
    expect(rendered).toEqual(['/404.html']);
    rendered.length = 0;
    await renderPages(pages, counting, { client, scriptsOf, previous: first.digests, texts: { ...texts, fr: 'fr-2' } });
    expect(rendered).toEqual(['/fr/', '/fr/a-vendre/mettet/maison/4100001/', '/404.html']);
  });

  it('fails when a page cannot be written, naming where', async () => {
    const client = await site();
    // A file where the pages' folder should be (a folder's mode would not stop root).
    await writeFile(join(client, 'fr'), 'not a folder');
    await expect(renderPages(pages, render, { client, scriptsOf, texts })).rejects.toThrow(/fr/);
  });
});
