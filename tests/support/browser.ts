import { type Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium, the whole browser, offline (TOOLCHAIN.md): Playwright never downloads a browser
 * here. For what must be measured as a visitor's browser does it: Lighthouse, the benches.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Chromium's engine without the browser around it, what
 * Playwright runs tests on by default. The browser tests take it: a page load of the sample costs
 * half the CPU of the whole browser's headless mode (36 loads: 5.1–5.4 s against 10.5–12.1 s), and
 * the browser's CPU was a third of `npm test`'s.
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * Switches of a browser for a walk of many pages that reads their layout only: no photo is fetched
 * (their width and height attributes hold the layout), and no host but the loopback resolves, which
 * keeps the pages on it without intercepting each request (an interception costs a round trip to
 * the test for every file: a quarter of such a walk's time).
 */
export const NO_IMAGES = '--blink-settings=imagesEnabled=false';
export const LAYOUT_ONLY = [NO_IMAGES, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: HEADLESS_SHELL,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}
