import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GONE_LIST_FILE, NOT_FOUND_PATHS } from '../../schema/index.js';
import { INTERNAL_PATHS_FILE, type InternalPathTable } from '../../schema/spec/internal-paths.js';
import { createServer } from '../../server/create-server.js';
import { swapInSite } from '../support/swap-in-site.js';

// `vitrine serve` under a build that swaps a new site in (`vitrine sync --build` from cron): the
// internal paths' redirects, the 404 pages and the departed pages' 410 follow the site on disk as
// its pages do, without a restart. Read again every time here (ttlMs 0): no test waits on the clock.

interface Build {
  /** The listings with a /property/{id}/ internal path, each with its French page. */
  listings: Record<string, string>;
  /** The French 404 page's heading. */
  notFound: string;
  /** The departed pages (410). */
  gone: string[];
}

describe('what the server reads from a site rebuilt under it', () => {
  let work: string;
  let site: string;
  let app: Awaited<ReturnType<typeof createServer>> | undefined;
  let base: string;

  const buildSite = async (build: Build, table?: string) => {
    const paths: InternalPathTable = {
      default: 'fr',
      enabled: ['fr'],
      paths: Object.fromEntries(Object.entries(build.listings).map(([id, path]) => [`/property/${id}/`, { fr: path }])),
    };
    const pages = [...Object.values(build.listings), ...build.gone].map((path) => [
      join(path, 'index.html'),
      `<!doctype html><p>${path}</p>`,
    ]);
    await swapInSite(site, {
      [join(NOT_FOUND_PATHS.fr, 'index.html')]: `<!doctype html><html lang="fr"><h1>${build.notFound}</h1></html>`,
      ...Object.fromEntries(pages),
      [INTERNAL_PATHS_FILE]: table ?? JSON.stringify(paths),
      [GONE_LIST_FILE]: JSON.stringify({ paths: build.gone }),
    });
  };
  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location'), text: await response.text() };
  };

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'vitrine-site-live-'));
    site = join(work, 'client');
    await buildSite({ listings: { 1: '/fr/a-vendre/namur/maison/1/' }, notFound: 'Première', gone: [] });
    app = await createServer({ siteDir: site, pageCache: { ttlMs: 0 } });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await rm(work, { recursive: true, force: true });
  });

  it('answers the site it started with', async () => {
    expect(await get('/property/1/')).toMatchObject({ status: 301, location: '/fr/a-vendre/namur/maison/1/' });
    expect((await get('/property/2/')).status).toBe(404);
    expect((await get('/fr/nulle-part/')).text).toContain('Première');
  });

  it('redirects a new listing, shows the new 404 page and answers a departed listing with 410 once a build is swapped in', async () => {
    await buildSite({
      listings: { 2: '/fr/a-vendre/dinant/villa/2/' },
      notFound: 'Seconde',
      gone: ['/fr/a-vendre/namur/maison/1/'],
    });
    expect(await get('/property/2/')).toMatchObject({ status: 301, location: '/fr/a-vendre/dinant/villa/2/' });
    expect((await get('/property/1/')).status).toBe(404);
    const missing = await get('/fr/nulle-part/');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('Seconde');
    expect((await get('/fr/a-vendre/namur/maison/1/')).status).toBe(410);
  });

  it('keeps the last table it read when the one on disk cannot be read, and takes the next good one', async () => {
    await buildSite({ listings: { 3: '/fr/a-vendre/ciney/ferme/3/' }, notFound: 'Troisième', gone: [] }, '{ not json');
    expect(await get('/property/2/')).toMatchObject({ status: 301, location: '/fr/a-vendre/dinant/villa/2/' });
    await buildSite({ listings: { 3: '/fr/a-vendre/ciney/ferme/3/' }, notFound: 'Troisième', gone: [] });
    expect(await get('/property/3/')).toMatchObject({ status: 301, location: '/fr/a-vendre/ciney/ferme/3/' });
  });
});
