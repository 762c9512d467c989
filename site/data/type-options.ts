import type { Language } from '../../schema/index.js';
import type { TypeOption } from '../components/SearchBox';
import { loadTypes } from './load';

/** The type categories in their configured order, with their counts (search box, stats view). */
export const typeOptionsOf = (locale: Language): TypeOption[] =>
  [...loadTypes(locale)]
    .sort((a, b) => a.showOrder - b.showOrder)
    .map((type) => ({ webId: type.webId, name: type.name, forSale: type.countSaleProperty, forRent: type.countRentProperty }));
