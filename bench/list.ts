import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { type Property, SECTION_PATHS, sectionOfGoal } from '../schema/index.js';
import { generateAgency } from '../scripts/demo-agency/generate.js';
import { writeSnapshot } from '../scripts/demo-agency/write-snapshot.js';
import { type ListIndex, listIndexUrl } from '../site/search/list-index-format.js';
import { CHROMIUM } from '../tests/support/browser.js';
import { ROOT } from '../tests/support/cli.js';
import { startSite } from '../tests/support/site-server.js';

// bench/list (issue 15): for the synthetic agency of 2,500 properties, the list's listing data for a
// section (its index, gzip) and, on a mid-range phone profile (Chromium's CPU throttling ×4), the
// time from the page's load to the first results of a filtered list, and the bytes it transferred.

const run = promisify(execFile);
const CPU_SLOWDOWN = 4;
const RUNS = 5;

const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 6 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function buildSynthetic(work: string) {
  const snapshot = join(work, 'snapshot');
  await writeSnapshot(generateAgency({ count: 2500, seed: 25 }), snapshot);
  const data = join(work, 'generated');
  const cli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'cli/index.ts', ...args], { cwd: ROOT, maxBuffer: 64 << 20 });
  await cli(['sync', '--no-images', '--source', 'sample', '--snapshot', snapshot, '--out', data]);
  // The prerender's server bundle imports vike and react from the folder it is built in.
  await symlink(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  const out = join(work, 'dist');
  await cli(['build', '--data', data, '--media', join(work, 'media'), '--out', out]);
  return { data, client: join(out, 'client') };
}

/** The first results of a filtered list under CPU throttling: ms after the load event and after the HTML. */
export async function firstResults(base: string, path: string) {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const times: { afterLoad: number; afterHtml: number; bytes: number }[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Network.enable');
      let bytes = 0;
      cdp.on('Network.loadingFinished', (e) => {
        bytes += e.encodedDataLength;
      });
      const listing = new Set<string>();
      cdp.on('Network.responseReceived', (e) => {
        // The section's index (/lists/) and its card fragments (/assets/list/).
        if (/\/(lists|assets\/list)\//.test(e.response.url)) listing.add(e.requestId);
      });
      let listingBytes = 0;
      cdp.on('Network.loadingFinished', (e) => {
        if (listing.has(e.requestId)) listingBytes += e.encodedDataLength;
      });
      // The moment the script shows the filtered cards: the class it removes when done.
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const root = document.documentElement;
          if (root.classList.contains('list-filtering')) (window as unknown as { seen: boolean }).seen = true;
          else if ((window as unknown as { seen?: boolean }).seen && !(window as unknown as { shown?: number }).shown)
            (window as unknown as { shown: number }).shown = performance.now();
          // The document, not its root element: the root does not exist yet when this runs.
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
      });
      await page.goto(`${base}${path}`);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => errors.push(m.text()));
      await page
        .waitForFunction(() => (window as unknown as { shown?: number }).shown !== undefined, undefined, { timeout: 10_000 })
        .catch((error: Error) => {
          throw new Error(`${path}: no results shown (${errors.join('; ') || error.message})`);
        });
      await page.waitForLoadState('load');
      const { shown, load, html } = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { shown: (window as unknown as { shown: number }).shown, load: nav.loadEventEnd, html: nav.responseEnd };
      });
      times.push({ afterLoad: Math.max(0, shown - load), afterHtml: shown - html, bytes: listingBytes });
      void bytes;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    afterLoad: median(times.map((t) => t.afterLoad)),
    afterHtml: median(times.map((t) => t.afterHtml)),
    bytes: median(times.map((t) => t.bytes)),
  };
}

export async function benchList(): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-list-'));
  try {
    const { data, client } = await buildSynthetic(work);
    const properties = JSON.parse(await readFile(join(data, 'fr', 'properties.json'), 'utf8')) as Property[];
    const rows: string[] = [];
    for (const section of ['sale', 'rent'] as const) {
      // The index at its lasting URL, the fragments in their section's folder (site/data/list-index-cards.ts).
      const indexText = await readFile(join(client, listIndexUrl('fr', section)), 'utf8');
      const fragments = join(client, (JSON.parse(indexText) as ListIndex).cards);
      const sizes = await Promise.all(
        (await readdir(fragments))
          .filter((f) => f.endsWith('.html'))
          .map(async (f) => gzipBytes(await readFile(join(fragments, f)))),
      );
      const listed = properties.filter((p) => sectionOfGoal(p.goal) === section);
      rows.push(
        `| fr ${section} (${listed.length} properties) | ${kb(Buffer.byteLength(indexText))} | ${kb(gzipBytes(indexText))} | ${kb(median(sizes))} |`,
      );
    }
    // A filtered list: the most common type of the sale list, a price ceiling, sorted by price.
    const sale = properties.filter((p) => p.goal === 'sale' && p.status === 'active');
    const counts = new Map<number, number>();
    for (const p of sale) for (const t of p.typeIds) counts.set(t, (counts.get(t) ?? 0) + 1);
    const type = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 1;
    const path = `${SECTION_PATHS.sale.fr}?type=${type}&max=400000&sort=price-asc`;
    const site = await startSite(client);
    let timing: Awaited<ReturnType<typeof firstResults>>;
    try {
      timing = await firstResults(site.base, path);
    } finally {
      await site.close();
    }
    return [
      '| section index (synthetic, 2,500 properties) | raw | gzip | one card fragment (gzip, median) |',
      '|---|---:|---:|---:|',
      ...rows,
      '',
      `| filtered list \`${path}\`, CPU ×${CPU_SLOWDOWN}, 375×667, median of ${RUNS} | value |`,
      '|---|---:|',
      `| first results after the load event | ${timing.afterLoad.toFixed(0)} ms |`,
      `| first results after the HTML arrived | ${timing.afterHtml.toFixed(0)} ms |`,
      `| listing data transferred (index + card fragments, as served) | ${kb(timing.bytes)} |`,
      '',
      'Synced with --no-images: real cards carry their photo paths (≈1 KB more per fragment, gzip).',
    ].join('\n');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
