import {
  type Agency,
  type Article,
  type Language,
  LISTING_MODULE_ITEMS,
  type Member,
  type Module,
  type ModuleForm,
  SERVICES_MAX,
  sectionOfGoal,
  TEAM_PER_ROW,
} from '../../schema/index.js';
import type { TypeOption } from '../components/SearchBox';
import { type Card, cardOf, listingOrder } from '../data/cards.js';
import { loadManifest, loadProjects, loadProperties } from '../data/load.js';
import { typeOptionsOf } from '../data/type-options.js';
import { siteContent } from '../site-config.js';
import { moduleRows } from './rows.js';

// Build time: a page's modules with the data each one shows, ready to render (§3 Page module).

interface Shown<T> {
  module: Module;
  items: T;
}
export type ResolvedModule =
  | ({ kind: 'property-list' } & Shown<Card[]>)
  | ({ kind: 'stats-view' } & Shown<TypeOption[]>)
  | ({ kind: 'articles' } & Shown<Article[]>)
  | ({ kind: 'team' } & Shown<Member[]>)
  | ({ kind: 'agencies' } & Shown<Agency[]>)
  | ({ kind: 'contact' } & Shown<Agency | null>)
  | ({ kind: 'form' } & Shown<ModuleForm>);

/** The facts a module's condition rules may name (MODULE_CONDITION_FIELDS). */
export function moduleFacts(locale: Language) {
  const { totals } = loadManifest();
  return {
    language: locale,
    forSaleTotal: totals.forSale,
    forRentTotal: totals.forRent,
    projectsTotal: loadProjects(locale).length,
  };
}

function propertiesOf(list: 'latest' | 'sale' | 'rent', locale: Language, max: number): Card[] {
  return loadProperties(locale)
    .filter((p) => p.status === 'active' && (list === 'latest' || sectionOfGoal(p.goal) === list))
    .sort(listingOrder)
    .slice(0, max)
    .map(cardOf);
}

/** §9: listing modules 4 items, services up to 12; otherwise everything, unless maxItems says less. */
function resolve(module: Module, locale: Language): ResolvedModule {
  const { relations } = module;
  const cap = <T>(items: T[], fallback = Number.POSITIVE_INFINITY) => items.slice(0, module.maxItems ?? fallback);
  switch (relations.type) {
    case 'property-list':
      return {
        kind: 'property-list',
        module,
        items: propertiesOf(relations.id, locale, module.maxItems ?? LISTING_MODULE_ITEMS),
      };
    case 'stats-view':
      return { kind: 'stats-view', module, items: cap(typeOptionsOf(locale).filter((t) => t.forSale + t.forRent > 0)) };
    case 'article':
      return { kind: 'articles', module, items: siteContent().articles.filter((a) => a.id === relations.id) };
    case 'contact':
      return { kind: 'contact', module, items: siteContent().agencies.find((a) => a.id === relations.id) ?? null };
    case 'form':
      return { kind: 'form', module, items: relations.id };
    case 'category':
      if (relations.id === 'team')
        return { kind: 'team', module: withPerRow(module, TEAM_PER_ROW), items: cap(siteContent().team) };
      if (relations.id === 'agencies') return { kind: 'agencies', module, items: cap(siteContent().agencies) };
      return {
        kind: 'articles',
        module,
        items: cap(
          inReadingOrder(siteContent().articles.filter((a) => a.category === relations.id)),
          relations.id === 'services' ? SERVICES_MAX : undefined,
        ),
      };
  }
}

/** News reads newest first, whatever the file's order (/admin/ adds an article at its end); other kinds keep the file's. */
const inReadingOrder = (articles: Article[]): Article[] =>
  articles.some((a) => a.category === 'news') ? articles.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '')) : articles;

const withPerRow = (module: Module, perRow: number): Module => ({ ...module, numberItemOfRow: module.numberItemOfRow ?? perRow });

/** The page's modules that show, in rows, each with its items. */
export function resolveModules(modules: readonly Module[], locale: Language): ResolvedModule[][] {
  return moduleRows(modules, moduleFacts(locale)).map((row) => row.map((m) => resolve(m, locale)));
}
