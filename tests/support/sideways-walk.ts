/// <reference lib="dom" />
import type { Property } from '../../schema/index.js';
import { LAYOUT_ONLY, launchChromium } from './browser.js';

// "No property page scrolls sideways at 360 px" (issue 15): each page loaded in a browser that
// reads layout only (no scripts, no photos: their width and height attributes hold the layout), its
// sections laid out whole, and its width compared with the window's.

/** The narrowest phone the issue names. */
export const NARROWEST = { width: 360, height: 740 };

/** The longest run of characters without a space or a hyphen (where a line may break) in a text. */
const longestWord = (text: string): number => Math.max(0, ...text.split(/[\s\-‐–—/]+/).map((word) => word.length));

/** What a page shows in one piece that could push it wider than a phone: its title, address and description's words. */
const widthRisk = (p: Property): number =>
  Math.max(longestWord(p.title), longestWord(`${p.address.street ?? ''} ${p.address.city}`), longestWord(p.description.text));

/**
 * The property pages of a language most likely to scroll sideways: those with the longest unbroken
 * word, then the longest titles. `npm test` walks these; `npm run faults` walks every page
 * (tests/slow/sideways-walk.test.ts).
 */
export function widestPages(properties: readonly Property[], count: number): Property[] {
  const byWord = [...properties].sort((a, b) => widthRisk(b) - widthRisk(a) || a.id - b.id);
  const byTitle = [...properties].sort((a, b) => b.title.length - a.title.length || a.id - b.id);
  return [...new Set([...byWord.slice(0, count), ...byTitle.slice(0, Math.ceil(count / 2))])];
}

/** The pages of `urls` (on `base`) that are wider than the window at 360 px, with their widths. */
export async function pagesWiderThanAPhone(base: string, urls: readonly string[]): Promise<string[]> {
  const browser = await launchChromium(LAYOUT_ONLY);
  const wider: string[] = [];
  try {
    const context = await browser.newContext({ viewport: NARROWEST, javaScriptEnabled: false });
    // Two tabs: each page's layout runs in its renderer while the next one loads (more tabs only
    // share the same two cores).
    const queue = [...urls];
    const walker = async () => {
      const page = await context.newPage();
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        await page.goto(`${base}${url}`, { waitUntil: 'load' });
        // The sections below the fold are laid out only when scrolled near (content-visibility),
        // and clip what overflows them: laid out whole here, as a visitor scrolling down gets them.
        const { scrollWidth, clientWidth } = await page.evaluate(() => {
          document.querySelectorAll<HTMLElement>('body *').forEach((element) => {
            element.style.contentVisibility = 'visible';
          });
          return { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth };
        });
        if (scrollWidth > clientWidth) wider.push(`${url}: ${scrollWidth} px wide in a ${clientWidth} px window`);
      }
    };
    await Promise.all([walker(), walker()]);
  } finally {
    await browser.close();
  }
  return wider;
}
