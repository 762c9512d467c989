// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import type { Language } from '../../schema/index.js';
import { SITE } from '../site-config';

/** Description, canonical, hreflang alternates with x-default, Open Graph and Twitter (DESIGN.md, Site). */
export function Head() {
  const { meta, alternates, locale, urlOriginal, is404 } = usePageContext();
  // urlPathname is the logical route; the public path is the one the page was prerendered at.
  const path = new URL(urlOriginal, 'http://localhost').pathname;
  const origin = SITE.url ?? '';
  const links = Object.entries(alternates ?? {}) as [Language, string][];
  const fallback = alternates?.[SITE.languages.default];
  return (
    <>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {meta && <meta name="description" content={meta.description} />}
      {is404 ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={`${origin}${path}`} />}
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
        </>
      )}
    </>
  );
}
