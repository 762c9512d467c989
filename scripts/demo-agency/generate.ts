import { LANGUAGES, type Language } from '../../schema/index.js';
import type { RawPropertyInput } from '../../sources/omnicasa/index.js';
import { buildProperty } from './build-property.js';
import { CATEGORIES } from './catalogue.js';
import { COUNTRY_NAMES, TOWNS, townName } from './places.js';
import { createRandom } from './prng.js';
import { buildProjects } from './projects.js';

/** The four lists a sync reads, per language, as the service returns their items. */
export interface AgencySnapshot {
  byLanguage: Record<
    Language,
    { GetPropertyList: RawPropertyInput[]; GetWebIDList: unknown[]; GetCityListOfObjects: unknown[]; GetProjectList: unknown[] }
  >;
}

/**
 * A believable agency of `count` properties, the same for the same seed. The bundled sample is
 * `generateAgency({ count: 100, seed: 1 })`; benchmarks make larger ones.
 */
export function generateAgency(options: { count: number; seed: number; idOffset?: number }): AgencySnapshot {
  const random = createRandom(options.seed);
  let pictureId = 880_000 + (options.idOffset ?? 0) * 10;
  const nextPictureId = () => ++pictureId;
  const firstId = 4_100_000 + (options.idOffset ?? 0);
  const properties = Array.from({ length: options.count }, (_, i) =>
    buildProperty(random, firstId + i * 7 + random.int(0, 6), i, nextPictureId),
  );
  const projects = buildProjects(nextPictureId);

  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => {
      const perTown = new Map<string, number>();
      for (const p of properties) perTown.set(p.town.key, (perTown.get(p.town.key) ?? 0) + 1);
      const cities = TOWNS.filter((t) => perTown.has(t.key)).map((t) => ({
        Name: townName(t, language),
        Zip: t.zip,
        CountryID: t.countryId ?? 10,
        CountryName: (COUNTRY_NAMES[t.countryId ?? 10] as Record<Language, string>)[language],
        PropertyCount: perTown.get(t.key),
      }));
      const webIds = CATEGORIES.map((c) => ({
        ID: 100 + c.webId,
        WebID: c.webId,
        Name: c.name[language],
        ShowOrder: c.showOrder,
        Sale: c.sale,
        Rent: c.rent,
      }));
      return [
        language,
        {
          GetPropertyList: properties.map((p) => p.byLanguage[language]).sort((a, b) => a.ID - b.ID),
          GetWebIDList: webIds,
          GetCityListOfObjects: cities,
          GetProjectList: projects.map((p) => p[language]),
        },
      ];
    }),
  ) as AgencySnapshot['byLanguage'];
  return { byLanguage };
}
