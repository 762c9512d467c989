import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_PATHS } from '../../schema/index.js';
import { codeAt } from '../../server/staff/second-factor.js';
import { seriousViolations } from '../support/axe.js';
import { launchChromium } from '../support/browser.js';
import { ROOT } from '../support/cli.js';
import { mailWaiter, startOwnerPortal, tokenIn } from '../support/owner-portal.js';
import { startSmtpServer } from '../support/smtp-server.js';
import { staffClient } from '../support/staff-session.js';

// /admin/ in Chromium, in French and in Dutch: an invited editor follows the e-mailed link, chooses a
// password, and edits an article in the form as a person does (the keyboard, the button); an admin
// sets up the second factor. axe finds no serious or critical violation on any of the pages on the
// way (in French: the Dutch pages are the same markup with other texts, and each analysis costs a
// second of npm test).

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mails: ReturnType<typeof mailWaiter>;
let portal: Awaited<ReturnType<typeof startOwnerPortal>>;
let browser: Browser;
const PASSWORD = 'noisetier-sous-la-pluie-3';

beforeAll(async () => {
  const configDir = join(await mkdtemp(join(tmpdir(), 'vitrine-admin-browser-')), 'site');
  await cp(join(ROOT, 'data', 'site'), configDir, { recursive: true });
  mails = mailWaiter(() => smtp.received);
  smtp = await startSmtpServer(0, { onAccept: (mail) => mails.onAccept(mail) });
  // The publication itself is staff-publish.test.ts's: here a build that ends at once.
  portal = await startOwnerPortal({
    smtpPort: smtp.port,
    content: {
      dir: configDir,
      media: join(configDir, '..', 'media'),
      languages: ['fr', 'nl', 'en', 'de'],
      rebuild: async () => ({ ok: true }),
    },
  });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
  await smtp?.close();
});

/** The page's serious and critical axe violations, by its address. */
async function checked(page: Page, problems: Record<string, string[]>) {
  const found = await seriousViolations(page);
  if (found.length > 0) problems[new URL(page.url()).pathname] = found;
}

describe.each([
  ['fr', 'claire@agence.test', 'édition du site', 'Enregistrer et publier', 'en ligne depuis'],
  ['nl', 'joost@agence.test', 'website te bewerken', 'Bewaren en publiceren', 'online sinds'],
] as const)('/admin/ in Chromium (%s)', (language, email, subject, save, live) => {
  it('takes an invited editor from the e-mail to an article saved and live, refuses a stale edit from a second tab, with no serious axe violation', async () => {
    const check = (page: Page, problems: Record<string, string[]>) => (language === 'fr' ? checked(page, problems) : undefined);
    const client = staffClient(portal, smtp.port, mails);
    const run = await client.staff('invite', email, '--role', 'editor', '--language', language);
    expect(run.code).toBe(0);
    const token = tokenIn(await mails.next((m) => m.to.includes(email) && (m.parsed.subject ?? '').includes(subject)));
    const context = await browser.newContext();
    const page = await context.newPage();
    const problems: Record<string, string[]> = {};
    await page.goto(`${portal.base}${STAFF_PATHS.password}?token=${token}`);
    expect(await page.getAttribute('html', 'lang')).toBe(language);
    await check(page, problems);
    await page.locator('#password-new').fill(PASSWORD);
    await page.locator('#password-confirm').fill(PASSWORD);
    await page.locator('#password-confirm').press('Enter');
    await page.waitForURL(`${portal.base}${STAFF_PATHS.home}`);
    await check(page, problems);
    await page.getByRole('link', { name: language === 'fr' ? 'Articles' : 'Artikels' }).click();
    await page.waitForURL(`${portal.base}/admin/articles/`);
    await check(page, problems);
    await page.locator('a[href="/admin/articles/marche-immobilier-2026"]').click();
    await check(page, problems);
    const title = page.locator(`#title-${language}`);
    await title.fill(`Le marché en 2026 (${language})`);
    await page.getByRole('button', { name: save }).click();
    await expect
      .poll(async () => (await page.locator('#article-message').textContent()) ?? '', { timeout: 30_000 })
      .toContain(live);
    expect(await title.inputValue()).toBe(`Le marché en 2026 (${language})`);
    await check(page, problems);
    // A stale edit: the same form open in a second tab, saved in the first, then in the second.
    const second = await context.newPage();
    await second.goto(`${portal.base}/admin/articles/marche-immobilier-2026`);
    await page.reload();
    await page.locator(`#title-${language}`).fill(`Premier onglet (${language})`);
    await second.locator(`#title-${language}`).fill(`Second onglet (${language})`);
    const opened = page.url();
    await page.getByRole('button', { name: save }).click();
    // Saved once its answer sent the tab to the next publication's address.
    await page.waitForURL((url) => url.toString() !== opened);
    await second.getByRole('button', { name: save }).click();
    // Refused with what to do, the second tab's text still there to copy; the first one's saved.
    expect(await second.getByRole('alert').textContent()).toMatch(language === 'fr' ? /Quelqu’un a enregistré/ : /Iemand heeft/);
    expect(await second.locator(`#title-${language}`).inputValue()).toBe(`Second onglet (${language})`);
    await check(second, problems);
    await second.close();
    await page.goto(`${portal.base}/admin/articles/versions`);
    await check(page, problems);
    // The team, the offices, the pages' texts and the photos, with their forms: an editor's too.
    for (const path of [
      '/admin/pages/',
      '/admin/pages/services',
      '/admin/team/',
      '/admin/team/isabelle-delvaux',
      '/admin/team/versions',
      '/admin/agencies/',
      '/admin/agencies/mettet',
      '/admin/images/',
    ]) {
      await page.goto(`${portal.base}${path}`);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      await check(page, problems);
    }
    await page.goto(`${portal.base}/admin/menu`);
    // An editor's: the page says to ask an admin.
    expect(await page.locator('[role="alert"]').textContent()).toMatch(language === 'fr' ? /administrateur/ : /beheerder/);
    await page.goto(`${portal.base}${STAFF_PATHS.login}`);
    await check(page, problems);
    expect(problems).toEqual({});
    await context.close();
  }, 120_000);
});

describe('/admin/ second factor in Chromium', () => {
  it('shows an admin the QR code and the key, takes the app’s code, then lets the admin move a menu item, with no serious axe violation', async () => {
    const client = staffClient(portal, smtp.port, mails);
    const cookie = await client.invited('lea@agence.test', 'admin', 'édition du site', PASSWORD);
    const context = await browser.newContext();
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: `${portal.base}/admin/` }]);
    const page = await context.newPage();
    await page.goto(`${portal.base}${STAFF_PATHS.home}`);
    await page.waitForURL(`${portal.base}${STAFF_PATHS.secondFactor}`);
    const problems: Record<string, string[]> = {};
    await checked(page, problems);
    expect(await page.locator('.qr svg').count()).toBe(1);
    const secret = ((await page.locator('code.secret').textContent()) ?? '').replace(/ /g, '');
    await page.locator('#setup-code').fill(codeAt(secret, new Date()));
    await page.locator('#setup-code').press('Enter');
    await page.waitForURL(`${portal.base}${STAFF_PATHS.home}`);
    await checked(page, problems);
    // The admin moves the menu's first item down: the page shows the new order.
    await page.goto(`${portal.base}/admin/menu`);
    const firstItem = async () => (await page.locator('.menu-order li > span:first-child').first().textContent()) ?? '';
    const before = await firstItem();
    await page.getByRole('button', { name: `Descendre: ${before}` }).click();
    await page.waitForURL(`${portal.base}/admin/menu`);
    expect(await page.locator('.menu-order li > span:first-child').nth(1).textContent()).toBe(before);
    for (const path of ['/admin/menu', '/admin/settings/', '/admin/settings/versions']) {
      await page.goto(`${portal.base}${path}`);
      await checked(page, problems);
    }
    expect(problems).toEqual({});
    await context.close();
  }, 120_000);
});
