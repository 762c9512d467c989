import { cp, mkdir, mkdtemp, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/create-server.js';
import { chooseEncoding, pageFileOf } from '../../server/page-cache.js';

// `vitrine serve` answers the site's pages from memory: the right encoding, an ETag with 304, a
// rebuilt page once its time is up, and never a file outside the site.

describe('choosing the page file and the encoding', () => {
  it('maps a page path to its index.html and refuses any way out of the site', () => {
    expect(pageFileOf('/site', '/fr/contact/?utm=x')).toBe('/site/fr/contact/index.html');
    expect(pageFileOf('/site', '/')).toBe('/site/index.html');
    expect(pageFileOf('/site', '/assets/app.js')).toBeNull();
    for (const url of ['/fr/../../etc/', '/%2e%2e/%2e%2e/etc/', '/fr/%00/', '/a%5c..%5c/', '/%E0%A4%A/'])
      expect(pageFileOf('/site', url), url).toBeNull();
  });

  it('prefers brotli, then gzip, and honours q=0', () => {
    const both = { br: true, gzip: true };
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding(undefined, both)).toBe('identity');
    expect(chooseEncoding('br', { br: false, gzip: true })).toBe('identity');
  });

  // RFC 9110 §12.5.3: a weight of 0 (however written) refuses a coding; `*` stands for the others.
  it.each([
    ['br;q=0', 'identity'],
    ['br;q=0.0', 'identity'],
    ['br;q=0.000, gzip', 'gzip'],
    ['br;Q=0, gzip', 'gzip'],
    ['br ; q=0 , gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, *', 'br'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.5, identity', 'identity'],
    ['identity;q=0, br;q=0, gzip', 'gzip'],
    ['identity;q=0', 'identity'],
    ['x-gzip', 'gzip'],
  ] as const)('Accept-Encoding %j gets %s', (header, encoding) => {
    expect(chooseEncoding(header, { br: true, gzip: true })).toBe(encoding);
  });
});

describe('pages from memory', () => {
  let site: string;
  let base: string;
  let app: Awaited<ReturnType<typeof createServer>>;
  // Over 1 KB, worth compressing (server/text-compression.ts).
  const page = (text: string) =>
    `<!doctype html><html lang="fr"><title>${text}</title><h1>${text}</h1>${'<p>Texte.</p>'.repeat(100)}</html>`;
  // As the build writes them: the page alone, no compressed copy (site/build/render-pages.ts).
  async function writePage(path: string, text: string, html = page(text)) {
    await mkdir(join(site, path), { recursive: true });
    await writeFile(join(site, path, 'index.html'), html);
  }
  const gzipped = (path: string) => fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });

  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'vitrine-page-cache-'));
    await writePage('fr/contact', 'Contact');
    await writeFile(join(tmpdir(), 'outside.html'), 'secret');
    // An asset with the build's compressed file (@fastify/static) and a 404 page large enough for @fastify/compress.
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    await mkdir(join(site, 'assets'));
    await writeFile(join(site, 'assets', 'app.js'), script);
    await writeFile(join(site, 'assets', 'app.js.br'), brotliCompressSync(script));
    await writeFile(join(site, '404.html'), page(`Introuvable ${'.'.repeat(4000)}`));
    app = await createServer({ siteDir: site, pageCache: { ttlMs: 200 } });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app?.close());

  it('sends a page in brotli with its headers, gzips for a client without brotli, and 304 for a known ETag', async () => {
    const br = await fetch(`${base}/fr/contact/`, { headers: { 'accept-encoding': 'br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe('public, max-age=300');
    expect(br.headers.get('content-security-policy')).toBeTruthy();
    expect(await br.text()).toBe(page('Contact'));

    const gz = await gzipped('/fr/contact/');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(page('Contact'));
    expect(gz.headers.get('etag')).toBe(br.headers.get('etag'));

    const etag = br.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${base}/fr/contact/`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('gives a page the same ETag on another instance serving a copy of the build, whatever its files’ times', async () => {
    // Behind a load balancer a revalidation may reach another instance: the ETag is the page's content.
    const copy = await mkdtemp(join(tmpdir(), 'vitrine-page-cache-copy-'));
    await cp(site, copy, { recursive: true });
    await utimes(join(copy, 'fr/contact/index.html'), new Date('2020-01-01'), new Date('2020-01-01'));
    const other = await createServer({ siteDir: copy });
    try {
      const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
      const etag = (await fetch(`${base}/fr/contact/`)).headers.get('etag') as string;
      expect((await fetch(`${otherBase}/fr/contact/`)).headers.get('etag')).toBe(etag);
      expect((await fetch(`${otherBase}/fr/contact/`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    } finally {
      await other.close();
    }
  });

  it('never sends a coding refused with q=0: pages, assets (@fastify/static) and compressed answers (@fastify/compress)', async () => {
    const encodingOf = async (path: string, acceptEncoding: string) => {
      const response = await fetch(`${base}${path}`, { headers: { 'accept-encoding': acceptEncoding } });
      await response.arrayBuffer();
      return response.headers.get('content-encoding') ?? 'identity';
    };
    for (const path of ['/fr/contact/', '/assets/app.js', '/fr/nowhere/']) {
      expect(await encodingOf(path, 'br;q=0'), path).toBe('identity');
      expect(await encodingOf(path, 'br;q=0.0, gzip'), path).toBe('gzip');
      expect(await encodingOf(path, 'br;q=0, *'), path).toBe('gzip');
      expect(await encodingOf(path, 'gzip, br'), path).toBe('br');
    }
  });

  it('shows a rebuilt page once its time in memory is up, to brotli and gzip clients alike', async () => {
    expect(await (await fetch(`${base}/fr/contact/`)).text()).toContain('<h1>Contact</h1>');
    expect(await (await gzipped('/fr/contact/')).text()).toContain('<h1>Contact</h1>');
    await writePage('fr/contact', 'Contactez-nous');
    await new Promise((r) => setTimeout(r, 300));
    const rebuilt = await fetch(`${base}/fr/contact/`, { headers: { 'accept-encoding': 'br' } });
    expect(await rebuilt.text()).toContain('<h1>Contactez-nous</h1>');
    expect(await (await gzipped('/fr/contact/')).text()).toContain('<h1>Contactez-nous</h1>');
  });

  it('sends a page under 1 KB as it is, which a coding would not make smaller', async () => {
    const small = '<!doctype html><html lang="fr"><title>Plan</title><h1>Plan</h1></html>';
    await writePage('fr/plan', 'Plan', small);
    const response = await fetch(`${base}/fr/plan/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(small);
  });

  it('sends an asset without a .gz gzipped to a client without brotli (@fastify/compress)', async () => {
    const response = await gzipped('/assets/app.js');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log("xxx');
  });

  it('leaves unknown pages, other files and the way out of the site to the rest of the server', async () => {
    expect((await fetch(`${base}/fr/nowhere/`)).status).toBe(404);
    expect((await fetch(`${base}/%2e%2e/outside.html`)).status).toBe(404);
    const head = await fetch(`${base}/fr/contact/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});
