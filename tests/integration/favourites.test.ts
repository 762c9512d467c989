/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Language, PAGE_PATHS, type Property } from '../../schema/index.js';
import { RESOURCES } from '../../site/locales/i18n.js';
import { seriousViolations } from '../support/axe.js';
import { type SampleBuild, sharedSampleBuild } from '../support/sample-build.js';
import { servedSiteInChromium } from '../support/served-site.js';

// Issue 17, favourites and compare, in Chromium, on the sample built once and served as `vitrine
// serve` serves it (with its content security policy: the header's inline loader runs only if the
// build listed its hash). In fr and nl: a heart on a list and on a property page, the favourites
// page, removing one, the share link in a fresh browser, the comparison of two, the keyboard, axe,
// and the page without JavaScript.

let built: SampleBuild;

// Before the site is served (servedSiteInChromium's own beforeAll comes after this one).
beforeAll(async () => {
  built = await sharedSampleBuild();
}, 240_000);

const served = servedSiteInChromium(() => built.site);

describe.each(['fr', 'nl'] as const satisfies Language[])('favourites and compare in %s', (language) => {
  const texts = RESOURCES[language].favourites;
  let properties: Property[];
  const url = (path: string) => `${served.site.base}${path}`;
  const byUrl = (path: string | null) => properties.find((p) => p.url === path) as Property;

  /** A browser of its own (its own local storage), whose page errors are kept. */
  async function visitor(options: Parameters<typeof served.browser.newContext>[0] = {}) {
    const context = await served.browser.newContext({ reducedMotion: 'reduce', ...options });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }
  const stored = (page: Page) => page.evaluate(() => localStorage.getItem('vitrine-favourites'));
  const cards = (page: Page) => page.locator('[data-fav-cards] .card');
  const cardUrls = (page: Page) =>
    cards(page)
      .locator('a.card-link')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')));

  beforeAll(async () => {
    properties = JSON.parse(await readFile(join(built.data, language, 'properties.json'), 'utf8'));
  });

  it('keeps two favourites from a list and a property page, shows, compares, shares and removes them', async () => {
    const { context, page, errors } = await visitor();
    // On a list: the first card's heart.
    await page.goto(url(PAGE_PATHS.sale[language]));
    const card = page.locator('.list .card').first();
    const first = byUrl(await card.locator('a.card-link').getAttribute('href'));
    await card.getByRole('button', { name: texts.add }).click();
    await card.locator(`button[data-fav="${first.id}"][aria-pressed="true"]`).waitFor();
    expect(await card.getByRole('button', { name: texts.remove }).count()).toBe(1);
    // On a property page (from the other list): its own heart, by its name.
    await page.goto(url(PAGE_PATHS.rent[language]));
    const second = byUrl(await page.locator('.list .card a.card-link').first().getAttribute('href'));
    await page.goto(url(second.url));
    await page.locator('.property-heading').getByRole('button', { name: texts.add }).click();
    await page.locator('.property-heading').getByRole('button', { name: texts.remove, pressed: true }).waitFor();
    expect(JSON.parse((await stored(page)) ?? '')).toEqual([second.id, first.id]);
    // The header counts them, on any page, from its inline script.
    await page.goto(url(PAGE_PATHS.home[language]));
    expect(await page.locator('[data-fav-link] [data-fav-count]').textContent()).toBe('2');
    expect(await page.locator('[data-fav-link]').isVisible()).toBe(true);

    // The favourites page: both, newest first, with their prices.
    await page.goto(url(PAGE_PATHS.favourites[language]));
    await cards(page).nth(1).waitFor();
    expect(await cardUrls(page)).toEqual([second.url, first.url]);
    expect(await cards(page).locator('.card-price').allTextContents()).toEqual([second.price.formatted, first.price.formatted]);
    expect(await seriousViolations(page)).toEqual([]);

    // Compare the two: the table has both, side by side, with both prices.
    const compare = page.getByRole('button', { name: texts.compareButton });
    expect(await compare.isDisabled()).toBe(true);
    await cards(page).nth(0).getByRole('checkbox').check();
    await cards(page).nth(1).getByRole('checkbox').check();
    await compare.click();
    await page.waitForURL(url(`${PAGE_PATHS.compare[language]}?ids=${second.id},${first.id}`));
    const table = page.getByRole('table');
    await table.waitFor();
    expect(await table.locator('caption').textContent()).toBe(texts.caption_other.replace('{{count}}', '2'));
    expect(await table.locator('thead th[scope="col"] a').evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      second.url,
      first.url,
    ]);
    const prices = table.locator('tr[data-row="price"]');
    expect(await prices.locator('th[scope="row"]').textContent()).toBe(texts.price);
    expect(await prices.locator('td').allTextContents()).toEqual([second.price.formatted, first.price.formatted]);
    expect(await table.locator('tbody th[scope="row"]').count()).toBeGreaterThan(5);
    expect(await seriousViolations(page)).toEqual([]);

    // The share link, opened in a fresh browser: the same two, which that visitor may keep.
    await page.goto(url(PAGE_PATHS.favourites[language]));
    await cards(page).nth(1).waitFor();
    const shareLink = await page.getByLabel(texts.shareLink).inputValue();
    expect(shareLink).toBe(url(`${PAGE_PATHS.favourites[language]}?ids=${second.id},${first.id}`));
    const friend = await visitor();
    await friend.page.goto(shareLink);
    await cards(friend.page).nth(1).waitFor();
    expect(await cardUrls(friend.page)).toEqual([second.url, first.url]);
    expect(await stored(friend.page)).toBeNull();
    expect(await cards(friend.page).getByRole('button', { name: texts.add, pressed: false }).count()).toBe(2);
    await friend.page.getByRole('button', { name: texts.keep }).click();
    await cards(friend.page).getByRole('button', { name: texts.remove, pressed: true }).nth(1).waitFor();
    expect(JSON.parse((await stored(friend.page)) ?? '')).toEqual([second.id, first.id]);
    expect(friend.errors).toEqual([]);
    await friend.context.close();

    // Removing one here takes its card away; the focus goes to the next heart.
    await cards(page).first().getByRole('button', { name: texts.remove }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-fav-cards] .card').length === 1);
    expect(await page.locator('[data-fav-status]').textContent()).toBe(texts.removed.replace('{{title}}', second.title));
    expect(await page.evaluate(() => document.activeElement?.closest('.card')?.querySelector('a')?.getAttribute('href'))).toBe(
      first.url,
    );
    expect(JSON.parse((await stored(page)) ?? '')).toEqual([first.id]);
    expect(await page.getByLabel(texts.shareLink).inputValue()).toBe(url(`${PAGE_PATHS.favourites[language]}?ids=${first.id}`));
    await page.reload();
    await cards(page).first().waitFor();
    expect(await cardUrls(page)).toEqual([first.url]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works the heart with the keyboard: Tab reaches it with a visible focus, Enter and Space press it', async () => {
    const { context, page, errors } = await visitor();
    await page.goto(url(PAGE_PATHS.sale[language]));
    const card = page.locator('.list .card').first();
    const heart = card.locator('button[data-fav]');
    await page.locator('html.fav-js').waitFor({ state: 'attached' });
    await card.locator('a.card-link').focus();
    await page.keyboard.press('Tab');
    expect(await heart.evaluate((button) => document.activeElement === button && button.matches(':focus-visible'))).toBe(true);
    expect(await heart.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await card.locator('button[data-fav][aria-pressed="true"]').waitFor();
    await page.keyboard.press('Space');
    await card.locator('button[data-fav][aria-pressed="false"]').waitFor();
    await page.keyboard.press(' ');
    await card.locator('button[data-fav][aria-pressed="true"]').waitFor();
    expect(await stored(page)).toBe(JSON.stringify([Number(await heart.getAttribute('data-fav'))]));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says what is missing: a property no longer online, an empty list, and a page without JavaScript', async () => {
    const { context, page, errors } = await visitor();
    const [a, b] = properties;
    // An id the site does not have (a property that left) is named, the others are compared.
    await page.goto(url(`${PAGE_PATHS.compare[language]}?ids=${a?.id},1,${b?.id}`));
    await page.getByRole('table').waitFor();
    expect(await page.locator('thead th[scope="col"]').count()).toBe(2);
    expect(await page.locator('[data-compare-missing]').textContent()).toBe(texts.missing_one.replace('{{count}}', '1'));
    // No favourites yet: the page says how to keep one.
    await page.goto(url(PAGE_PATHS.favourites[language]));
    await page.getByText(texts.empty).waitFor();
    expect(await cards(page).count()).toBe(0);
    // A stored value another script wrote is read as no favourites, not thrown.
    await page.evaluate(() => localStorage.setItem('vitrine-favourites', '{"not":"ours"'));
    await page.reload();
    await page.getByText(texts.empty).waitFor();
    expect(errors).toEqual([]);
    await context.close();
    // Without JavaScript: no heart to press, and the favourites page says why it is empty.
    const still = await visitor({ javaScriptEnabled: false });
    await still.page.goto(url(PAGE_PATHS.sale[language]));
    expect(await still.page.locator('.list .card button[data-fav]').first().isVisible()).toBe(false);
    await still.page.goto(url(PAGE_PATHS.favourites[language]));
    // (Chromium with scripts turned off by the test still parses <noscript> as text: its content is read, not its box.)
    expect(await still.page.locator('[data-favourites] noscript').textContent()).toContain(texts.needsJs);
    expect(await still.page.locator('[data-fav-tools]').isVisible()).toBe(false);
    await still.context.close();
  });
});
