import type { Page } from 'playwright-core';

/**
 * Waits for a list page's script (its filters, site/client/list-filter.ts), then reads what the list
 * shows: its cards' links, count and paging title, and what it says when it failed.
 */
export async function shown(page: Page) {
  await page.waitForFunction(
    () => !document.documentElement.classList.contains('list-filtering') && !document.querySelector('.list[aria-busy]'),
  );
  return {
    urls: await page.locator('.list .card > a').evaluateAll((all) => all.map((a) => a.getAttribute('href'))),
    count: await page.locator('.list .list-count').textContent(),
    paging: await page.locator('.list .paging-title').textContent(),
    failed: await page.locator('.list-filter .filter-failed').allTextContents(),
  };
}
