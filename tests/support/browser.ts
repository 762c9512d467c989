import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, headless and offline (TOOLCHAIN.md): Playwright never downloads a browser here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    executablePath: CHROMIUM,
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
