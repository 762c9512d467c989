/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.js';

// A loaded machine or a slow phone paints a page before it is parsed; what the parser adds later
// (the header's right slot, the home hero's search form under its bottom-aligned text) then moves
// what was painted: CLS 0.03–0.07 on home with Chromium's CPU throttled ×4. The head's
// `<link rel="expect" blocking="render">` holds the first paint until the footer starts. Here a
// server on 127.0.0.1 sends a page up to its footer and holds the rest until the test lets it go:
// the first frame the page renders must already have the footer, however long the hold.

/** One page of the build, sent in two parts: up to its footer, then the rest when `release()` is called. */
async function heldPageServer(dist: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (!path.endsWith('/')) {
      // Fonts, images and scripts are not what this test is about.
      response.writeHead(404).end();
      return;
    }
    void readFile(join(dist, path, 'index.html'), 'utf8').then(async (page) => {
      const cut = page.indexOf('<footer');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(page.slice(0, cut));
      await released;
      response.end(page.slice(cut));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Chromium's Prioritized Task Scheduling API, which TypeScript's DOM library does not have yet. */
type BackgroundTasks = { scheduler: { postTask(task: () => void, options: { priority: 'background' }): Promise<void> } };

export function describeFirstPaint(dist: string) {
  describe('the first paint (Chromium)', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(() => browser.close());

    it.each([
      ['/fr/', '.valuation-call'],
      ['/nl/te-koop/', 'article.card'],
    ])('%s: waits for the main part, so nothing painted moves when the rest arrives', async (path, lastAboveFold) => {
      const held = await heldPageServer(dist);
      const context = await browser.newContext();
      // What the page's first rendered frame had in its DOM.
      await context.addInitScript(() => {
        const w = window as unknown as { firstFrame?: { footer: boolean } };
        requestAnimationFrame(() => {
          w.firstFrame = { footer: document.getElementById('site-footer') !== null };
        });
      });
      const page = await context.newPage();
      const frame = () => page.evaluate(() => (window as unknown as { firstFrame?: { footer: boolean } }).firstFrame);
      const loaded = page.goto(`${held.base}${path}`);
      try {
        // The first part is parsed, and a task of the lowest priority has run since: the page had its chance to paint.
        await page.waitForFunction((selector) => document.querySelector(selector) !== null, lastAboveFold, { polling: 50 });
        await page.evaluate(() =>
          (window as unknown as BackgroundTasks).scheduler.postTask(() => {}, { priority: 'background' }),
        );
        expect(await frame()).toBeUndefined();
      } finally {
        held.release();
        await loaded;
      }
      await expect.poll(frame).toEqual({ footer: true });
      await context.close();
      await held.close();
    });
  });
}
