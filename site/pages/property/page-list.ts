import type { Property } from '../../../schema/index.js';
import type { PageEntry } from '../../build/render-pages.js';
import { type BuyerCostsCase, buyerCostsCaseOf, dataDay } from '../../data/buyer-costs';
import { type Card, cardOf } from '../../data/cards';
import { loadProperties, propertyDigests } from '../../data/load';
import { pageContextOf } from '../../data/page-context';
import { photosFirst } from '../../data/photos-first';
import { inPrerenderShard, shareLanguages } from '../../data/prerender-shard';
import { shareImageOf } from '../../data/share-image';
import { similarProperties } from '../../data/similar';

/** What the page renders: the property and the cards of similar ones (useData<PropertyPageData>() in +Page.tsx). */
export interface PropertyPageData {
  property: Property;
  similar: Card[];
  /** A sale's buying costs (issue 46), or null where the page shows none. */
  costs: BuyerCostsCase | null;
}

/**
 * §2 property detail: every property in every language, at the URL the sync gave it; in a build of
 * several processes, those of this process's share only. Each page's context is made when the
 * render asks for it (the similar properties are the costly part), and not held once it is written.
 * Its digest is made from its listing's record and the similar listings' records, by the digests of
 * their bytes, where the sync's file gives them, and the day a sale's cost rules took effect: the
 * context below is made of those records, that day, the language and the configuration (a shared
 * input of the build) alone.
 */
export function pageList(): PageEntry[] {
  const day = dataDay();
  return shareLanguages().flatMap((locale) => {
    const properties = loadProperties(locale);
    const digests = propertyDigests(locale);
    return inPrerenderShard(properties, (p) => p.url).map((property) => {
      // Its digest and its page both read it: made once (a few comparisons, unlike the similar listings).
      const costs = buyerCostsCaseOf(property, day);
      return {
        url: property.url,
        digestSource:
          digests &&
          (() => [
            locale,
            costs?.rulesDay ?? null,
            digests.get(property),
            similarProperties(property, properties).map((p) => digests.get(p)),
          ]),
        pageContext: () => ({
          ...pageContextOf(locale, property.alternates, {
            title: `${property.title} – ${property.price.formatted}`,
            description: property.description.excerpt || property.title,
            image: shareImageOf(photosFirst(property.pictures)[0]?.image ?? null),
          }),
          data: {
            property,
            similar: similarProperties(property, properties).map(cardOf),
            costs,
          } satisfies PropertyPageData,
        }),
      };
    });
  });
}
