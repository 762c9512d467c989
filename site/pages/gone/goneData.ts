import { GONE_TEXTS, PAGE_PATHS, PROPERTY_GONE, sectionOfGoal } from '../../../schema/index.js';
import { cardOf } from '../../data/cards';
import { loadProperties } from '../../data/load';
import type { GoneEntry } from './goneEntries';
import { similarToDeparted } from './similarToDeparted';

/** What the page shows; serialized into the HTML, so only what it renders. */
export function goneData({ locale, departed }: GoneEntry) {
  const section = sectionOfGoal(departed.goal);
  return {
    locale,
    message: PROPERTY_GONE[locale],
    texts: GONE_TEXTS[locale],
    title: departed.titles[locale] ?? null,
    place: `${departed.zip} ${departed.city}`,
    listUrl: PAGE_PATHS[section][locale],
    similar: similarToDeparted(departed, loadProperties(locale)).map(cardOf),
  };
}
export type Data = ReturnType<typeof goneData>;
