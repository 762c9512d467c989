// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import type { Language } from '../../schema/index.js';
import { FOOTER_ID } from '../components/Footer';
import { siteConfig } from '../site-config';
// The one stylesheet goes into each page (29.5 KB, 6.7 KB compressed): cheaper than the round trip of a
// render-blocking <link> that every first visit waits for (docs/benchmarks.md, npm run lighthouse). Vite minifies it.
import STYLES from '../styles.css?inline';
import { FONT_SCREENS, fontFilesOf, themeCss } from '../theme/theme';

// Computed once per configuration: the brand's colours and font never differ between pages.
const themes = new WeakMap<object, { css: string; fonts: ReturnType<typeof fontFilesOf> }>();
function brand() {
  const theme = siteConfig().theme;
  let known = themes.get(theme);
  if (!known) {
    known = { css: themeCss(theme), fonts: fontFilesOf(theme) };
    themes.set(theme, known);
  }
  return known;
}

/** Description, canonical, hreflang alternates with x-default, Open Graph and Twitter (DESIGN.md, Site). */
export function Head() {
  const { meta, alternates, locale, urlOriginal, is404, noindex } = usePageContext();
  // urlPathname is the logical route; the public path is the one the page was prerendered at.
  const path = new URL(urlOriginal, 'http://localhost').pathname;
  const origin = siteConfig().url ?? '';
  const links = Object.entries(alternates ?? {}) as [Language, string][];
  const fallback = alternates?.[siteConfig().languages.default];
  const { css, fonts } = brand();
  return (
    <>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {/* No paint before the main part is parsed (site/components/Footer.tsx, FOOTER_ID). */}
      <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {fonts.map((font) => (
        <link key={font.url} rel="preload" href={font.url} as="font" type="font/woff2" crossOrigin="" media={FONT_SCREENS} />
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet, no feed text */}
      <style dangerouslySetInnerHTML={{ __html: STYLES }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: colours and font names validated by the configuration schema */}
      <style dangerouslySetInnerHTML={{ __html: css }} />
      {meta && <meta name="description" content={meta.description} />}
      {is404 || noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={`${origin}${path}`} />}
      {links.map(([language, path]) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${origin}${path}`} />
      ))}
      {fallback && <link rel="alternate" hrefLang="x-default" href={`${origin}${fallback}`} />}
      {meta && (
        <>
          <meta property="og:type" content="website" />
          <meta property="og:title" content={meta.title} />
          <meta property="og:description" content={meta.description} />
          <meta property="og:url" content={`${origin}${path}`} />
          {locale && <meta property="og:locale" content={`${locale}_BE`} />}
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={meta.title} />
          <meta name="twitter:description" content={meta.description} />
          {meta.image && (
            <>
              <meta property="og:image" content={`${origin}${meta.image.path}`} />
              <meta property="og:image:width" content={String(meta.image.width)} />
              <meta property="og:image:height" content={String(meta.image.height)} />
              <meta name="twitter:image" content={`${origin}${meta.image.path}`} />
            </>
          )}
        </>
      )}
    </>
  );
}
