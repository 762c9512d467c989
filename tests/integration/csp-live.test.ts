import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/create-server.js';
import { CSP_FILE, type CspSources } from '../../server/csp.js';
import { swapInSite } from '../support/swap-in-site.js';

// `vitrine serve` under a build that swaps a new site in (`vitrine sync --build` from cron): the
// content security policy follows the site's csp.json as the pages do, without a restart. Pages and
// policy are read again every time here (ttlMs 0), so no test waits on the clock.

const A = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
const B = "'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='";

describe('the content security policy of a site rebuilt under a running server', () => {
  let work: string;
  let site: string;
  let app: Awaited<ReturnType<typeof createServer>> | undefined;
  let base: string;

  const buildSite = (sources: CspSources | string) =>
    swapInSite(site, {
      'fr/contact/index.html': '<!doctype html><html lang="fr"><title>Contact</title></html>',
      [CSP_FILE]: typeof sources === 'string' ? sources : JSON.stringify(sources),
    });
  const policy = async () => {
    const response = await fetch(`${base}/fr/contact/`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const header = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => header.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    return { scripts: directive('script-src'), images: directive('img-src') };
  };

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'vitrine-csp-live-'));
    site = join(work, 'client');
    await buildSite({ scriptHashes: [A], imageOrigins: [], mediaOrigins: [] });
    app = await createServer({ siteDir: site, pageCache: { ttlMs: 0 } });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('allows the inline scripts of the site it started with', async () => {
    expect((await policy()).scripts).toContain(A);
    expect((await policy()).scripts).not.toContain(B);
  });

  it('allows a new build’s inline scripts and origins once it is swapped in, and keeps the last build’s scripts', async () => {
    await buildSite({ scriptHashes: [B], imageOrigins: ['https://tiles.example.org'], mediaOrigins: [] });
    const now = await policy();
    expect(now.scripts).toContain(B);
    // Pages of the last build may still be in memory until their time is up: their scripts stay allowed.
    expect(now.scripts).toContain(A);
    expect(now.images).toContain('https://tiles.example.org');
  });

  it('drops an origin the new build no longer names', async () => {
    await buildSite({ scriptHashes: [B], imageOrigins: [], mediaOrigins: [] });
    expect((await policy()).images).not.toContain('https://tiles.example.org');
  });

  it('keeps the last policy read when the site has none or a broken one, and still answers', async () => {
    await buildSite('{ not json');
    expect((await policy()).scripts).toContain(B);
    await rm(join(site, CSP_FILE));
    expect((await policy()).scripts).toContain(B);
  });
});
