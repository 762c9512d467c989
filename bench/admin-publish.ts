import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formFieldsOf, postForm, publicationEnd, saveArticle } from '../tests/support/admin-article.js';
import { startAdminSite } from '../tests/support/admin-site.js';

// bench/admin-publish: issue 45's click-to-live. The sample built and served by `vitrine serve` with
// /admin/; an editor changes one service's title, five times; each time from the save's click (the
// POST) to the page the server answers to a visitor showing the new title (and /admin/ then saying it
// is live). Goal: at most 5 s. Then the preview of that article in French, five times: from the
// click to the page's whole answer (one page rendered by the served build's code in a process of its own).

const RUNS = 5;
const GOAL_SECONDS = 5;

export async function benchAdminPublish(): Promise<string> {
  const work = await mkdtemp(join(tmpdir(), 'vitrine-bench-admin-'));
  const site = await startAdminSite(work, 'bench-publish-password');
  const seconds: number[] = [];
  const previews: number[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      const title = `Vendre votre bien, essai ${run}`;
      const clicked = performance.now();
      const saved = await saveArticle(site.base, site.cookie, 'vente', { 'title.fr': title });
      // The visitor's page, looked at every 100 ms (no rate limit on pages), until it is the new one.
      while (!(await (await fetch(`${site.base}/fr/nos-services/vente/`)).text()).includes(title))
        await new Promise((resolve) => setTimeout(resolve, 100));
      seconds.push((performance.now() - clicked) / 1000);
      const end = await publicationEnd(site.base, site.cookie, saved.headers.get('location') ?? '');
      if (end !== 'live') throw new Error(`bench/admin-publish: the page changed, and /admin/ says: ${end}`);
    }
    const form = formFieldsOf(
      await (await fetch(`${site.base}/admin/articles/vente`, { headers: { cookie: site.cookie } })).text(),
    );
    for (let run = 1; run <= RUNS; run++) {
      const clicked = performance.now();
      const preview = await postForm(site.base, '/admin/articles/vente/preview?language=fr', form, site.cookie);
      const html = await preview.text();
      if (preview.status !== 200 || !html.includes('<h1'))
        throw new Error(`bench/admin-publish: the preview answered ${preview.status}: ${html.slice(0, 200)}`);
      previews.push((performance.now() - clicked) / 1000);
    }
  } finally {
    await site.stop();
    await rm(work, { recursive: true, force: true });
  }
  const row = (what: string, figures: number[], goal?: number) => {
    const sorted = [...figures].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] as number;
    const met = goal === undefined ? '—' : median <= goal ? 'yes' : 'no';
    return `| ${what} | ${median.toFixed(1)} s | ${(sorted[0] as number).toFixed(1)} s | ${(sorted.at(-1) as number).toFixed(1)} s | ${goal === undefined ? '—' : `${goal} s`} | ${met} |`;
  };
  return [
    '| one article in /admin/ (the sample) | median | min | max | goal | met? |',
    '|---|---:|---:|---:|---:|---|',
    row(`${RUNS} saves in a row, click to live`, seconds, GOAL_SECONDS),
    row(`${RUNS} previews in French, click to page`, previews),
  ].join('\n');
}
