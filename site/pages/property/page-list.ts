import type { Property } from '../../../schema/index.js';
import { type Card, cardOf } from '../../data/cards';
import { loadProperties } from '../../data/load';
import { pageContextOf } from '../../data/page-context';
import { inPrerenderShard, shareLanguages } from '../../data/prerender-shard';
import { shareImageOf } from '../../data/share-image';
import { similarProperties } from '../../data/similar';

/** What the page renders: the property and the cards of similar ones (useData<PropertyPageData>() in +Page.tsx). */
export interface PropertyPageData {
  property: Property;
  similar: Card[];
}

/**
 * §2 property detail: every property in every language, at the URL the sync gave it; in a build of
 * several processes, those of this process's share only. Each page's context is made when the
 * render asks for it (the similar properties are the costly part), and not held once it is written.
 */
export function pageList() {
  return shareLanguages().flatMap((locale) => {
    const properties = loadProperties(locale);
    return inPrerenderShard(properties, (p) => p.url).map((property) => ({
      url: property.url,
      pageContext: () => ({
        ...pageContextOf(locale, property.alternates, {
          title: `${property.title} – ${property.price.formatted}`,
          description: property.description.excerpt || property.title,
          image: shareImageOf(property.pictures[0]?.image ?? null),
        }),
        data: { property, similar: similarProperties(property, properties).map(cardOf) } satisfies PropertyPageData,
      }),
    }));
  });
}
