import { PAGE_PATHS } from '../../../schema/index.js';
import type { Project } from '../../components/Banner';
import type { TypeOption } from '../../components/SearchBox';
import { type Card, cardOf, listingOrder } from '../../data/cards';
import { searchIndexUrl } from '../../data/client-assets';
import { fillTotals } from '../../data/fill-totals';
import { loadManifest, loadProjects, loadProperties } from '../../data/load';
import { pageContextOf } from '../../data/page-context';
import { shareLanguages } from '../../data/prerender-shard';
import { typeOptionsOf } from '../../data/type-options';
import { i18nFor } from '../../locales/i18n';
import { alternatesOf } from '../../routing/alternates';
import { siteConfig } from '../../site-config';

/** The properties a properties slider shows: highlighted ones (marquee) first, then the newest. */
const SLIDER_MAX = 12;

/** What the page renders (useData<HomePageData>() in +Page.tsx). */
export interface HomePageData {
  latest: Card[];
  slider: Card[];
  projects: Project[];
  types: TypeOption[];
  totals: { forSale: number; forRent: number };
  /** The search box's index (searchIndexUrl). */
  searchIndex: string;
  title: string;
  description: string;
}

/** §2 home: banner, hero with the totals, search box, latest properties (max 4), stats view. */
export function pageList() {
  const { totals } = loadManifest();
  const alternates = alternatesOf((l) => PAGE_PATHS.home[l]);
  const site = siteConfig();
  return shareLanguages().map((locale) => {
    const t = i18nFor(locale).t;
    const active = loadProperties(locale)
      .filter((p) => p.status === 'active')
      .sort(listingOrder);
    const latest = active.slice(0, 4).map(cardOf);
    const slider =
      site.banners.home?.type === 'properties'
        ? [...active]
            .sort((a, b) => b.marquee - a.marquee)
            .slice(0, SLIDER_MAX)
            .map(cardOf)
        : [];
    const projects: Project[] =
      site.banners.home?.type === 'projects'
        ? loadProjects(locale).map((p) => ({
            id: p.id,
            url: p.url,
            name: p.name,
            city: p.city,
            image: p.pictures[0]?.image ?? null,
          }))
        : [];
    const types = typeOptionsOf(locale);
    const title = site.home.title[locale] ?? t('home.title');
    const description = fillTotals(site.home.description[locale] ?? t('home.intro', totals), totals);
    return {
      url: PAGE_PATHS.home[locale],
      pageContext: {
        ...pageContextOf(locale, alternates, { title, description }),
        data: {
          latest,
          slider,
          projects,
          types,
          totals,
          title,
          description,
          searchIndex: searchIndexUrl(locale),
        } satisfies HomePageData,
      },
    };
  });
}
