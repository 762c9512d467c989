import { type Language, LOGO_HEIGHTS } from '../../schema/index.js';
import { siteConfig } from '../site-config';
import { loadSiteMedia } from './load';
import { type ShareImage, shareImageOf } from './share-image';
import { siteImage } from './site-images';

/** What every prerendered page carries: its language, its path in every language, its title, the logo. */
export function pageContextOf(
  locale: Language | null,
  alternates: Partial<Record<Language, string>>,
  meta: { title: string; description: string; image?: ShareImage },
) {
  // The header shows the smaller logo (§9: 75 px), drawn at twice that height for sharp screens.
  const logo = loadSiteMedia().logo?.variants.find((v) => v.format === 'webp' && v.height === 2 * Math.min(...LOGO_HEIGHTS));
  return {
    locale,
    alternates,
    meta: {
      ...meta,
      image: meta.image ?? shareImageOf(siteImage(siteConfig().shareImage[locale ?? siteConfig().languages.default])),
    },
    logo: logo ? { src: `/media/${logo.path}`, width: logo.width / 2, height: logo.height / 2 } : undefined,
  };
}
