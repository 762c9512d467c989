import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { SiteConfig } from '../../schema/index.js';
import { configDir } from '../site-config.js';

// The agency's brand from configuration (data/site): colours as CSS variables, and the headings'
// font served by the site itself (no third-party request). Build time only.

export interface FontFile {
  source: string;
  /** Under /assets/, named by content: the server caches it for a year. */
  url: string;
  weight: string;
}

export function fontFilesOf(theme: SiteConfig['theme']): FontFile[] {
  return (theme.headingFont?.files ?? []).map(({ file, weight }) => {
    const source = resolve(configDir(), file);
    const digest = createHash('sha256').update(readFileSync(source)).digest('hex').slice(0, 10);
    return { source, url: `/assets/fonts/${digest}-${basename(file)}`, weight };
  });
}

/** Screens that get the brand's font (its preload link carries the same query). */
export const FONT_SCREENS = '(min-width: 640px)';
const FONT_MEDIA = `@media ${FONT_SCREENS}`;

/** The variables styles.css reads, and the @font-face rules; font-display optional: no layout shift. */
export function themeCss(theme: SiteConfig['theme']): string {
  const rules = [`:root{--brand:${theme.brand};--accent:${theme.accent};--gold:${theme.highlight}}`];
  if (theme.headingFont) {
    const family = theme.headingFont.family;
    for (const font of fontFilesOf(theme)) {
      rules.push(
        `@font-face{font-family:"${family}";src:url(${font.url}) format("woff2");font-weight:${font.weight};font-display:optional}`,
      );
    }
    // Phones draw headings in the system's serif and never download the font: on a mobile
    // connection its bytes would compete with the first photo (docs/benchmarks.md, npm run lighthouse).
    rules.push(`:root{--heading-font:Georgia,serif}${FONT_MEDIA}{:root{--heading-font:"${family}",Georgia,serif}}`);
  }
  return rules.join('\n');
}
