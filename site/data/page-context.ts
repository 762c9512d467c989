import { type Language, LOGO_HEIGHTS } from '../../schema/index.js';
import { loadSiteMedia } from './load';

/** What every prerendered page carries: its language, its path in every language, its title, the logo. */
export function pageContextOf(
  locale: Language | null,
  alternates: Partial<Record<Language, string>>,
  meta: { title: string; description: string },
) {
  // The header shows the smaller logo (§9: 75 px), drawn at twice that height for sharp screens.
  const logo = loadSiteMedia().logo?.variants.find((v) => v.format === 'webp' && v.height === 2 * Math.min(...LOGO_HEIGHTS));
  return {
    locale,
    alternates,
    meta,
    logo: logo ? { src: `/media/${logo.path}`, width: logo.width / 2, height: logo.height / 2 } : undefined,
  };
}
