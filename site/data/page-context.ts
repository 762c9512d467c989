import type { Language } from '../../schema/index.js';
import { loadSiteMedia } from './load';

/** What every prerendered page carries: its language, its path in every language, its title, the logo. */
export function pageContextOf(
  locale: Language | null,
  alternates: Partial<Record<Language, string>>,
  meta: { title: string; description: string },
) {
  const logo = loadSiteMedia().logo?.variants.find((v) => v.format === 'webp' && v.height === 150);
  return {
    locale,
    alternates,
    meta,
    logo: logo ? { src: `/media/${logo.path}`, width: logo.width / 2, height: logo.height / 2 } : undefined,
  };
}
