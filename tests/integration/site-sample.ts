import { mkdir, readFile, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { FEEDBACK_OF, FEEDBACK_PATHS, type FormKind, type Language, type Property } from '../../schema/index.js';
import type { Db } from '../../server/db/open-database.js';
import { ROOT, runCli } from '../support/cli.js';
import { copySampleWithPhotos, oncePerRun, oncePerRunFolder } from '../support/sample-build.js';
import { addDepartedProperty } from './site-gone.js';

// The sample's site, built once for the run and read by the site's test files (site.test.ts,
// site-browser, site-property-pages, site-list-pages, site-forms, site-more-forms): with its photos,
// so that banners, cards and share images have their real variants, and with a property that left
// the feed (site-gone.ts). One build read by several files, two at a time on CI's two cores, where
// one file holding them all was the run's longest path by minutes.

const NAME = 'site-with-photos';
const work = oncePerRunFolder(NAME);

/** Where the shared build is: known when a file declares its tests, filled by `buildSiteSample`. */
export const SITE_SAMPLE = {
  /** The sync's output it was built from. */
  data: join(work, 'generated'),
  media: join(work, 'media'),
  /** The build's folder (`--out`): client/, server/, scripts/. */
  out: join(work, 'dist'),
  /** The built site, as `vitrine serve --site` serves it. */
  site: join(work, 'dist', 'client'),
};

/** Builds the shared site, or waits for the file that builds it: every site file's beforeAll. */
export const buildSiteSample = (): Promise<typeof SITE_SAMPLE> =>
  oncePerRun(NAME, async () => {
    // The sample's sync with its photos is the run's (images.test.ts checks its cold encoding), copied.
    await copySampleWithPhotos(work);
    // The prerender's server bundle imports vike and react from beside the folder it is built in.
    await mkdir(work, { recursive: true });
    await symlink(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
    await addDepartedProperty(SITE_SAMPLE.data);
    const build = await runCli(['build', '--data', SITE_SAMPLE.data, '--media', SITE_SAMPLE.media, '--out', SITE_SAMPLE.out]);
    if (build.code !== 0) throw new Error(`the sample's build failed:\n${build.stderr}`);
    return SITE_SAMPLE;
  });

/** A built page's HTML, by its path. */
export const html = (path: string) => readFile(join(SITE_SAMPLE.site, path, 'index.html'), 'utf8');

/** The first group of `pattern` in `page`, without React's text separators. */
export const text = (page: string, pattern: RegExp) => pattern.exec(page)?.[1]?.replace(/<!--.*?-->/g, '');

/** The properties the site was built with, in a language. */
export const properties = async (language: string): Promise<Property[]> =>
  JSON.parse(await readFile(join(SITE_SAMPLE.data, language, 'properties.json'), 'utf8'));

/** The thank-you page of §2 that a form of this kind leads to, on the served site. */
export const thanksPage = (base: string, language: Language, kind: FormKind) =>
  `${base}${FEEDBACK_PATHS[language]}${FEEDBACK_OF[kind]}/`;

/** The stored bodies of the submissions of a kind that name this text (a test's own e-mail). */
export async function storedBodies(db: Db, kind: FormKind, text: string) {
  return (await db.selectFrom('submissions').select('payload').where('kind', '=', kind).execute())
    .filter((row) => row.payload.includes(text))
    .map((row) => JSON.parse(row.payload) as Record<string, unknown>);
}

/** A page in a fresh browser context, its errors collected; a step that waits fails on its own, well before the test's time runs out. */
export async function openPage(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  return { context, page, errors };
}
