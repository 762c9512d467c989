/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, type Property } from '../../schema/index.js';
import { AGENCY_TIME_ZONE, calendarDay } from '../../server/owner/calendar-day.js';
import { seriousViolations } from '../support/axe.js';
import { launchChromium, NO_IMAGES } from '../support/browser.js';
import { ROOT, runCli } from '../support/cli.js';
import { startSite } from '../support/site-server.js';

// §4 cookie consent and §7 tags, in Chromium, on the sample agency built once with tracking ids
// configured (GA4, Google Ads, a Meta pixel). Every request to a host other than 127.0.0.1 is
// answered by a stub here: gtag.js and fbevents.js stand-ins that read the data layer as Google's and
// Meta's would and report hits to their (stubbed) collection hosts, so the tests see exactly what would
// have left the browser. The build goes beside dist/ (--out), so the site's other test files can build at the same time.

const TRACKING = { analyticsId: 'G-TEST0001', adsId: 'AW-1234567', socialPixelId: '1234567890' };
const OUT = join(ROOT, '.vitrine-tmp', `consent-${randomUUID().slice(0, 8)}`);
const NECESSARY = [CONSENT_COOKIE];

/** gtag.js as far as these tests need: Consent Mode state, a hit per `config` (page_view) and per `event`. */
const GTAG_STUB = `(function(){var state={};
function send(name){var gcs='G1'+(state.ad_storage==='granted'?1:0)+(state.analytics_storage==='granted'?1:0);
fetch('https://region1.google-analytics.com/g/collect?en='+encodeURIComponent(name)+'&gcs='+gcs+'&consent='+encodeURIComponent(JSON.stringify(state)),{method:'POST',mode:'no-cors'});}
function handle(a){if(Object.prototype.toString.call(a)!=='[object Arguments]')return;
if(a[0]==='consent'){for(var k in a[2])if(k!=='wait_for_update')state[k]=a[2][k];}
else if(a[0]==='config')send('page_view');else if(a[0]==='event')send(a[1]);}
var dl=window.dataLayer=window.dataLayer||[];for(var i=0;i<dl.length;i++)handle(dl[i]);
var push=dl.push;dl.push=function(){for(var i=0;i<arguments.length;i++)handle(arguments[i]);return push.apply(dl,arguments);};
document.cookie='_ga=GA1.1.stub; path=/; max-age=3600';})();`;

/** fbevents.js: the queued calls, a PageView hit to the pixel's host. */
const PIXEL_STUB = `(function(){var q=(window.fbq&&window.fbq.queue)||[];
q.forEach(function(a){if(a[0]==='track')fetch('https://www.facebook.com/tr?ev='+a[1],{mode:'no-cors'});});
document.cookie='_fbp=fb.1.stub; path=/; max-age=3600';})();`;

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
let data: string;

beforeAll(async () => {
  // The sample's configuration with ids; its images point at ../sample/photos, so the copy has that
  // beside it. Without the photos (their encoding was most of this set-up): the browser fetches none.
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-consent-'));
  await symlink(join(ROOT, 'data', 'sample'), join(dir, 'sample'));
  await cp(join(ROOT, 'data', 'site'), join(dir, 'site'), { recursive: true });
  const config = join(dir, 'site', 'site.json');
  const siteJson = JSON.parse(await readFile(config, 'utf8'));
  await writeFile(config, JSON.stringify({ ...siteJson, tracking: TRACKING }));
  data = join(dir, 'generated');
  const media = join(dir, 'media');
  const sync = await runCli([
    'sync',
    '--no-images',
    '--source',
    'sample',
    '--config',
    config,
    '--out',
    data,
    '--media',
    media,
    '--cache',
    join(dir, 'cache'),
  ]);
  expect(sync.code, sync.stderr).toBe(0);
  const build = await runCli(['build', '--config', config, '--data', data, '--media', media, '--out', OUT]);
  expect(build.code, build.stderr).toBe(0);
  site = await startSite(join(OUT, 'client'), { data });
  browser = await launchChromium([NO_IMAGES]);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await rm(OUT, { recursive: true, force: true });
});

interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Every request that went to another host than 127.0.0.1 (all answered by the stubs). */
  offsite: string[];
  /** The analytics hits that reached the stubbed collection host: event name and consent state. */
  hits: () => { en: string; gcs: string; consent: Record<string, string> }[];
  errors: string[];
  cookieNames: () => Promise<string[]>;
  dataLayer: () => Promise<unknown[][]>;
}

async function visitor(): Promise<Visitor> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const offsite: string[] = [];
  const errors: string[] = [];
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const url = new URL(route.request().url());
      offsite.push(url.href);
      if (url.hostname === 'www.googletagmanager.com') return route.fulfill({ body: GTAG_STUB, contentType: 'text/javascript' });
      if (url.hostname === 'connect.facebook.net') return route.fulfill({ body: PIXEL_STUB, contentType: 'text/javascript' });
      return route.fulfill({ status: 204 });
    },
  );
  // Layout shifts since the page started, for the CLS of the dialog: in all, and of elements of the dialog.
  await context.addInitScript(() => {
    const w = window as unknown as { cls: number; dialogCls: number };
    w.cls = 0;
    w.dialogCls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.cls += entry.value;
        const inDialog = (n?: Node | null) => (n instanceof Element ? Boolean(n.closest('#cc-main')) : false);
        if (entry.sources?.some((source) => inDialog(source.node))) w.dialogCls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return {
    context,
    page,
    offsite,
    errors,
    hits: () =>
      offsite
        .map((u) => new URL(u))
        .filter((u) => u.pathname === '/g/collect')
        .map((u) => ({
          en: u.searchParams.get('en') ?? '',
          gcs: u.searchParams.get('gcs') ?? '',
          consent: JSON.parse(u.searchParams.get('consent') ?? '{}'),
        })),
    cookieNames: async () => (await context.cookies()).map((c) => c.name).sort(),
    // gtag's entries are arguments objects: read as arrays; plain events as one-element arrays.
    dataLayer: () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
          Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : [entry],
        ),
      ),
  };
}

const dialog = (page: Page) => page.locator('#cc-main .cm');
const preferences = (page: Page) => page.locator('#cc-main .pm');
const base = () => site.base;

const GRANTED_ALL = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};
const DENIED_ALL = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

/** The sample's first active property, or its `nth` (0 first). */
async function aProperty(nth = 0): Promise<Property> {
  const all = JSON.parse(await readFile(join(data, 'fr', 'properties.json'), 'utf8')) as Property[];
  return all.filter((p) => p.status === 'active')[nth] as Property;
}

describe('cookie consent (§4) with tracking ids configured', () => {
  it('asks on the first visit, with Consent Mode denied by default, and nothing leaves the site before a choice', async () => {
    const v = await visitor();
    await v.page.goto(`${base()}/fr/`);
    await dialog(v.page).waitFor();
    await dialog(v.page).getByRole('button', { name: 'Tout accepter' }).waitFor();
    await dialog(v.page).getByRole('button', { name: 'Refuser' }).waitFor();
    expect(v.offsite).toEqual([]);
    expect((await v.cookieNames()).filter((n) => !NECESSARY.includes(n))).toEqual([]);
    const layer = await v.dataLayer();
    // The default is the first thing in the data layer (§9 wait_for_update 500), before any tag.
    expect(layer[0]).toEqual(['consent', 'default', { ...DENIED_ALL, wait_for_update: 500 }]);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it('after Decline: only the choice is stored, and the next pages make no third-party request', async () => {
    const v = await visitor();
    await v.page.goto(`${base()}/fr/`);
    await dialog(v.page).getByRole('button', { name: 'Refuser' }).click();
    await dialog(v.page).waitFor({ state: 'hidden' });
    await expect.poll(() => v.cookieNames()).toEqual(NECESSARY);
    expect(await v.dataLayer()).toContainEqual(['consent', 'update', DENIED_ALL]);
    for (const path of ['/fr/a-vendre/', (await aProperty()).url, '/nl/te-koop/']) {
      await v.page.goto(`${base()}${path}`);
      await v.page.waitForFunction(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length);
      // A return visit sends the stored choice again (update), and still asks for nothing.
      await expect.poll(() => v.dataLayer()).toContainEqual(['consent', 'update', DENIED_ALL]);
      expect(await dialog(v.page).isVisible()).toBe(false);
    }
    expect(v.offsite).toEqual([]);
    expect(await v.cookieNames()).toEqual(NECESSARY);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it('after Accept all: the tags load and a page_view reaches them with consent granted, on this page and the next', async () => {
    const v = await visitor();
    await v.page.goto(`${base()}/fr/`);
    expect(v.offsite).toEqual([]);
    await dialog(v.page).getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => v.hits().filter((h) => h.en === 'page_view').length).toBeGreaterThan(0);
    for (const hit of v.hits()) {
      expect(hit.gcs).toBe('G111');
      expect(hit.consent).toEqual(GRANTED_ALL);
    }
    expect(v.offsite.some((u) => u.startsWith('https://www.googletagmanager.com/gtag/js?id=G-TEST0001'))).toBe(true);
    await expect.poll(() => v.offsite.some((u) => u.startsWith('https://www.facebook.com/tr?ev=PageView'))).toBe(true);
    await expect.poll(() => v.cookieNames()).toContain('_ga');

    // The next page: no dialog, the stored choice granted again before the tag, a page_view.
    const property = await aProperty();
    const before = v.hits().length;
    await v.page.goto(`${base()}${property.url}`);
    await expect
      .poll(() =>
        v
          .hits()
          .slice(before)
          .map((h) => h.en),
      )
      .toContain('page_view');
    expect(await dialog(v.page).isVisible()).toBe(false);
    // §7: the view of a property is an event, with its id.
    await expect
      .poll(() =>
        v
          .hits()
          .slice(before)
          .map((h) => h.en),
      )
      .toContain('view_item');
    expect(
      v
        .hits()
        .slice(before)
        .every((h) => h.gcs === 'G111'),
    ).toBe(true);
    expect(v.errors).toEqual([]);
    await v.context.close();
  });

  it('Save selection with analytics only grants exactly analytics_storage, and loads no pixel', async () => {
    const v = await visitor();
    await v.page.goto(`${base()}/fr/`);
    await dialog(v.page).getByRole('button', { name: 'Choisir' }).click();
    await preferences(v.page).waitFor();
    await preferences(v.page)
      .getByRole('checkbox', { name: /Analytiques/ })
      .check();
    await preferences(v.page).getByRole('button', { name: 'Enregistrer la sélection' }).click();
    await expect.poll(() => v.hits().filter((h) => h.en === 'page_view').length).toBeGreaterThan(0);
    expect(await v.dataLayer()).toContainEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    for (const hit of v.hits()) expect(hit.gcs).toBe('G101');
    expect(v.offsite.filter((u) => /facebook/.test(u))).toEqual([]);
    await v.context.close();
  });

  it('?setcookies clears the stored choice and shows the dialog again; the footer reopens the settings', async () => {
    const v = await visitor();
    await v.page.goto(`${base()}/fr/`);
    await dialog(v.page).getByRole('button', { name: 'Refuser' }).click();
    await expect.poll(() => v.cookieNames()).toEqual(NECESSARY);
    await v.page.goto(`${base()}/fr/a-vendre/`);
    expect(await dialog(v.page).isVisible()).toBe(false);
    await v.page.getByRole('link', { name: 'Paramètres des cookies' }).click();
    await preferences(v.page).waitFor();
    expect(new URL(v.page.url()).pathname).toBe('/fr/a-vendre/');

    await v.page.goto(`${base()}/fr/a-vendre/?setcookies`);
    await dialog(v.page).waitFor();
    expect(await v.cookieNames()).toEqual([]);
    // The query leaves the address: a reload does not forget the next choice.
    expect(new URL(v.page.url()).search).toBe('');
    expect(v.offsite).toEqual([]);
    await v.context.close();
  });

  it('does not ask on a preview path (§6)', async () => {
    const v = await visitor();
    await v.page.goto(`${base()}/fr/?preview`);
    await v.page.waitForLoadState('load');
    await v.page.waitForFunction(() => document.readyState === 'complete');
    expect(await v.page.locator('#cc-main').count()).toBe(0);
    expect(v.offsite).toEqual([]);
    await v.context.close();
  });

  it('has no serious or critical axe violation with the dialog open, nor with the settings open', async () => {
    const v = await visitor();
    await v.page.goto(`${base()}/fr/`);
    await dialog(v.page).waitFor();
    expect(await seriousViolations(v.page)).toEqual([]);
    await dialog(v.page).getByRole('button', { name: 'Choisir' }).click();
    await preferences(v.page).waitFor();
    expect(await seriousViolations(v.page)).toEqual([]);
    await v.context.close();
  });

  /**
   * vanilla-cookieconsent (3.1) moves the focus into a dialog it opens twice: from a 100 ms timer, and
   * when an opacity transition ends under the dialog (its listener, on the dialog, also hears its
   * children's). On a loaded machine either came between two key presses and took the focus back to
   * the dialog's start (a Space then toggled nothing). The keys wait until both have come.
   */
  const focusSettled = (page: Page) =>
    page.evaluate(async () => {
      // A timer of the same delay, set after the library's, runs after it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const dialogs = document.getElementById('cc-main');
      await Promise.all((dialogs?.getAnimations({ subtree: true }) ?? []).map((a) => a.finished.catch(() => undefined)));
      // transitionend is sent in the frame that ends the transition, before that frame's callbacks.
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });

  // Up to 50 key presses, each followed by a look at the focus: slow when another test file's browser shares the cores.
  it('works with the keyboard alone: focus goes to the dialog, Tab and Enter decide, Space toggles a category', async () => {
    const v = await visitor();
    await v.page.goto(`${base()}/fr/`);
    await dialog(v.page).waitFor();
    const focused = () =>
      v.page.evaluate(() =>
        document.activeElement?.closest('#cc-main')
          ? document.activeElement.textContent?.trim() || document.activeElement.className
          : null,
      );
    // The dialog takes the focus when it opens.
    await expect.poll(focused).not.toBeNull();
    await focusSettled(v.page);
    // Tab to "Choisir", Enter opens the settings; the focus stays inside the dialog all along.
    for (let i = 0; i < 8 && (await focused()) !== 'Choisir'; i++) await v.page.keyboard.press('Tab');
    expect(await focused()).toBe('Choisir');
    await v.page.keyboard.press('Enter');
    await preferences(v.page).waitFor();
    // The settings take the focus at the end of their opening transition.
    await expect.poll(focused).not.toBeNull();
    await focusSettled(v.page);
    const onAnalytics = () => v.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value === 'analytics');
    for (let i = 0; i < 20 && !(await onAnalytics()); i++) await v.page.keyboard.press('Tab');
    expect(await onAnalytics()).toBe(true);
    await v.page.keyboard.press('Space');
    // The toggle's own fade ends inside the dialog: the focus stays on the category.
    await focusSettled(v.page);
    expect(await onAnalytics()).toBe(true);
    // On to the save button, the focus staying in the dialog.
    for (let i = 0; i < 20 && (await focused()) !== 'Enregistrer la sélection'; i++) {
      await v.page.keyboard.press('Tab');
      expect(await focused()).not.toBeNull();
    }
    expect(await focused()).toBe('Enregistrer la sélection');
    await v.page.keyboard.press('Enter');
    await preferences(v.page).waitFor({ state: 'hidden' });
    await expect
      .poll(() =>
        v
          .hits()
          .filter((h) => h.en === 'page_view')
          .map((h) => h.gcs),
      )
      .toContain('G101');
    await v.context.close();
  }, 90_000);

  it('adds no layout shift: no shift of the dialog, and CLS below 0.01 while it opens and closes', async () => {
    const v = await visitor();
    const cls = () => v.page.evaluate(() => (window as unknown as { cls: number }).cls);
    const dialogCls = () => v.page.evaluate(() => (window as unknown as { dialogCls: number }).dialogCls);
    for (const path of ['/fr/', '/fr/a-vendre/', (await aProperty()).url, '/fr/contact/']) {
      await v.context.clearCookies();
      await v.page.goto(`${base()}${path}`);
      await dialog(v.page).waitFor();
      // The dialog is in place once it has the focus (the library focuses it at the end of its transition).
      await expect.poll(() => v.page.evaluate(() => Boolean(document.activeElement?.closest('#cc-main')))).toBe(true);
      expect(await dialogCls(), path).toBe(0);
      expect(await cls(), path).toBeLessThan(0.01);
      await dialog(v.page).getByRole('button', { name: 'Refuser' }).click();
      await dialog(v.page).waitFor({ state: 'hidden' });
      expect(await dialogCls(), path).toBe(0);
      expect(await cls(), path).toBeLessThan(0.01);
    }
    await v.context.close();
  });
});

describe('the cookie policy page (§4)', () => {
  it('lists what is set, per category, from the configuration, in each language', async () => {
    for (const [path, necessary, analytics] of [
      ['/fr/politique-cookies/', 'Strictement nécessaires', 'Analytiques'],
      ['/nl/cookiebeleid/', 'Strikt noodzakelijk', 'Analytisch'],
      ['/en/cookie-policy/', 'Strictly necessary', 'Analytics'],
      ['/de/cookie-richtlinie/', 'Unbedingt erforderlich', 'Analyse'],
    ] as const) {
      const html = await (await fetch(`${base()}${path}`)).text();
      const list = html.slice(html.indexOf('class="cookie-list"'));
      const section = (title: string) => list.slice(list.indexOf(`<h3>${title}</h3>`)).split('<h3>')[1] ?? '';
      expect(section(necessary), path).toContain('<code>cc_cookie</code>');
      expect(section(analytics), path).toContain('<code>_ga</code>');
      expect(section(analytics), path).toContain('<code>_ga_TEST0001</code>');
      expect(list, path).toContain('<code>_gcl_au</code>');
      expect(list, path).toContain('<code>_fbp</code>');
    }
  });

  it("allows the configured tags' hosts in the content security policy, and no others", async () => {
    const csp = (await fetch(`${base()}/fr/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(csp).not.toMatch(/unsafe-eval/);
  });
});

describe('§7 tracking events and the first-party page-view beacon', () => {
  it("counts a page view per page under the property, the agency's day and the referrer class, and sets no cookie", async () => {
    const v = await visitor();
    // One the tests before never opened: one visitor's views of a property count once in half an hour.
    const property = await aProperty(1);
    const views = async (source: string) =>
      Number(
        (
          await site.db
            .selectFrom('page_view_days')
            .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('views'), eb.lit(0)).as('n'))
            .where('property_id', '=', String(property.id))
            .where('source', '=', source)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await views('internal');
    const dayBefore = calendarDay(new Date(), AGENCY_TIME_ZONE);
    // Arriving from the list: the referrer is this site's own page.
    await v.page.goto(`${base()}${property.url}`, { referer: `${base()}/fr/a-vendre/` });
    await expect.poll(() => views('internal')).toBe(before + 1);
    const rows = await site.db.selectFrom('page_view_days').selectAll().where('property_id', '=', String(property.id)).execute();
    // A day and a count: nothing finer than the day, nothing about the visitor.
    expect([dayBefore, calendarDay(new Date(), AGENCY_TIME_ZONE)]).toContain(rows.find((r) => r.source === 'internal')?.day);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['day', 'property_id', 'source', 'views']);
    expect(await v.cookieNames()).toEqual([]);
    await v.context.close();
  });

  it('answers a page view that breaks the schema with 400 and stores nothing', async () => {
    const response = await fetch(`${base()}/api/page-views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ propertyId: null, language: 'fr', referrer: 'direct', email: 'someone@example.com' }),
    });
    expect(response.status).toBe(400);
  });

  it('puts a search (a filtered list) and a completed form into the data layer, once the choice is known', async () => {
    const v = await visitor();
    await v.page.goto(`${base()}/fr/a-vendre/?city=Mettet|5640`);
    await dialog(v.page).waitFor();
    expect(JSON.stringify(await v.dataLayer())).not.toContain('search');
    await dialog(v.page).getByRole('button', { name: 'Refuser' }).click();
    await expect.poll(() => v.dataLayer()).toContainEqual([{ event: 'search', search_term: 'Mettet' }]);
    await v.page.goto(`${base()}/fr/contact/`);
    await v.page.waitForFunction(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length);
    // What the forms script dispatches on a 201 (site/client/forms.ts), before the thank-you page.
    await v.page.evaluate(() =>
      document
        .querySelector('form[data-form-kind]')
        ?.dispatchEvent(new CustomEvent('vitrine:form-complete', { bubbles: true, detail: { kind: 'site-contact' } })),
    );
    expect(await v.dataLayer()).toContainEqual([{ event: 'form_complete', form_kind: 'site-contact' }]);
    expect(v.offsite).toEqual([]);
    await v.context.close();
  });
});
