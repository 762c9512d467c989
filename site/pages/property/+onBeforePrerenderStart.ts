// https://vike.dev/onBeforePrerenderStart
import { loadProperties } from '../../data/load';
import { pageContextOf } from '../../data/page-context';
import { shareImageOf } from '../../data/share-image';
import { ENABLED_LANGUAGES } from '../../site-config';

/** §2 property detail: every property in every language, at the URL the sync gave it. */
export function onBeforePrerenderStart() {
  return ENABLED_LANGUAGES.flatMap((locale) =>
    loadProperties(locale).map((property) => ({
      url: property.url,
      pageContext: {
        ...pageContextOf(locale, property.alternates, {
          title: `${property.title} – ${property.price.formatted}`,
          description: property.description.excerpt || property.title,
          image: shareImageOf(property.pictures[0]?.image ?? null),
        }),
        data: { property },
      },
    })),
  );
}
