import { LANGUAGES, type Language, THEME_DEFAULTS } from '../../../schema/index.js';
import { putTexts, type Texts, TICKED, textsFromFields } from './localized-fields.js';
import type { FieldIssue } from './save.js';

// The site's settings of site.json as /admin/settings/'s form shows them — the top bar, the footer's
// columns, the theme's colours, the home banner's photos, the banners' texts and the languages — and
// the form back as site.json. Only these: the rest of the file (the agency, the menu, the tracking…)
// stays as it is. Pure, as the content forms: the save checks the whole file.

type Raw = Record<string, unknown>;
interface FooterColumn extends Raw {
  title?: Texts;
  introText?: Texts;
  fullText?: Texts;
}

export const THEME_COLOURS = ['brand', 'accent', 'highlight'] as const;
export const FOOTER_TEXTS = ['title', 'introText', 'fullText'] as const;

const objectAt = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
const footerOf = (config: Raw): FooterColumn[] => {
  const footer = objectAt(config.frame).footer;
  return Array.isArray(footer) ? (footer as FooterColumn[]) : [];
};
/** The home banner's photos when it is one photo or a gallery of them; undefined for a video or a slider. */
export function homeBannerPhotos(config: Raw): string[] | undefined {
  const home = objectAt(objectAt(config.banners).home);
  if (home.type === undefined) return [];
  if (home.type === 'image' && typeof home.image === 'string') return [home.image];
  if (home.type === 'gallery' && Array.isArray(home.images)) return home.images.filter((i) => typeof i === 'string');
  return undefined;
}
const enabledOf = (config: Raw): Language[] => {
  const enabled = objectAt(config.languages).enabled;
  return Array.isArray(enabled) ? enabled.filter((l): l is Language => (LANGUAGES as readonly unknown[]).includes(l)) : [];
};
export const footerField = (index: number, text: (typeof FOOTER_TEXTS)[number]) => `footer.${index}.${text}`;
/** A menu item's title field, by its place: "menu.3.title", a child's "menu.3.0.title". */
export const menuField = (place: readonly number[]) => `menu.${place.join('.')}.title`;
export const HOME_TEXTS = ['title', 'description'] as const;

interface MenuEntry extends Raw {
  title?: Texts;
  childMenus?: MenuEntry[];
}
const menuOf = (config: Raw): MenuEntry[] => {
  const menu = objectAt(config.frame).menu;
  return Array.isArray(menu) ? (menu as MenuEntry[]) : [];
};
/** The menu's items with their places, children after their parent. */
export function menuPlaces(config: Raw): { place: number[]; item: MenuEntry }[] {
  const placed: { place: number[]; item: MenuEntry }[] = [];
  const walk = (items: readonly MenuEntry[], at: number[]) =>
    items.forEach((item, index) => {
      placed.push({ place: [...at, index], item });
      if (Array.isArray(item.childMenus)) walk(item.childMenus, [...at, index]);
    });
  walk(menuOf(config), []);
  return placed;
}
export const photoField = (file: string) => `banner.photo.${file}`;

export function settingsFields(config: Raw, languages: readonly Language[]): Record<string, string> {
  const fields: Record<string, string> = {};
  const put = (name: string, texts: Texts | undefined) => putTexts(fields, name, texts, languages);
  const frame = objectAt(config.frame);
  const topBar = objectAt(frame.topBar);
  if (topBar.show === true) fields['topBar.show'] = TICKED;
  put('topBar.text', topBar.text as Texts | undefined);
  footerOf(config).forEach((column, index) => {
    for (const text of FOOTER_TEXTS) put(footerField(index, text), column[text]);
  });
  const home = objectAt(config.home);
  for (const text of HOME_TEXTS) put(`home.${text}`, home[text] as Texts | undefined);
  for (const { place, item } of menuPlaces(config)) put(menuField(place), item.title);
  const theme = objectAt(config.theme);
  for (const colour of THEME_COLOURS)
    fields[`theme.${colour}`] = typeof theme[colour] === 'string' ? (theme[colour] as string) : THEME_DEFAULTS[colour];
  for (const photo of homeBannerPhotos(config) ?? []) fields[photoField(photo)] = TICKED;
  const banners = objectAt(config.banners);
  for (const shown of ['showTitle', 'showDescription'] as const) if (banners[shown] !== false) fields[`banner.${shown}`] = TICKED;
  for (const language of enabledOf(config)) fields[`languages.${language}`] = TICKED;
  fields['languages.default'] = String(objectAt(config.languages).default ?? '');
  return fields;
}

/**
 * site.json with the form's settings. A text left empty in every language shown is removed; the
 * languages not shown keep theirs. The home banner's photos are those ticked among `photos`, in
 * their order: one is a photo, two or more a gallery (at its interval), none no banner photo.
 */
export function settingsFromFields(
  fields: Record<string, string>,
  before: Raw,
  languages: readonly Language[],
  photos: readonly string[],
): Raw {
  const field = (name: string) => (fields[name] ?? '').trim();
  const texts = (name: string, kept: Texts | undefined): Texts => textsFromFields(fields, name, kept, languages);
  const frame = objectAt(before.frame);
  const topBar = objectAt(frame.topBar);
  const footer = footerOf(before).map((column, index) => {
    const next: FooterColumn = { ...column };
    for (const text of FOOTER_TEXTS) {
      const value = texts(footerField(index, text), column[text]);
      // A column's title is required (in no language: the site shows none); its texts are left out.
      if (text === 'title' || Object.keys(value).length > 0) next[text] = value;
      else delete next[text];
    }
    return next;
  });
  const theme = { ...objectAt(before.theme) };
  for (const colour of THEME_COLOURS) theme[colour] = field(`theme.${colour}`).toLowerCase();
  const banners: Raw = { ...objectAt(before.banners) };
  for (const shown of ['showTitle', 'showDescription'] as const) banners[shown] = fields[`banner.${shown}`] === TICKED;
  if (homeBannerPhotos(before) !== undefined) {
    const ticked = photos.filter((photo) => fields[photoField(photo)] === TICKED);
    const home = objectAt(banners.home);
    if (ticked.length === 0) delete banners.home;
    else if (ticked.length === 1) banners.home = { type: 'image', image: ticked[0] };
    else
      banners.home = {
        type: 'gallery',
        images: ticked,
        ...(typeof home.intervalMs === 'number' && { intervalMs: home.intervalMs }),
      };
  }
  const home = { ...objectAt(before.home) };
  for (const text of HOME_TEXTS) home[text] = texts(`home.${text}`, home[text] as Texts | undefined);
  const menu = (items: readonly MenuEntry[], at: number[]): MenuEntry[] =>
    items.map((item, index) => {
      const place = [...at, index];
      const title = texts(menuField(place), item.title);
      const next: MenuEntry = { ...item, ...((item.title !== undefined || Object.keys(title).length > 0) && { title }) };
      if (Array.isArray(item.childMenus)) next.childMenus = menu(item.childMenus, place);
      return next;
    });
  const homeTyped = HOME_TEXTS.some((text) => Object.keys(home[text] as Texts).length > 0);
  return {
    ...before,
    ...((before.home !== undefined || homeTyped) && { home }),
    languages: {
      // In the file's order, a language added last.
      enabled: [...new Set([...enabledOf(before), ...LANGUAGES])].filter(
        (language) => fields[`languages.${language}`] === TICKED,
      ),
      default: field('languages.default'),
    },
    frame: {
      ...frame,
      ...(Array.isArray(frame.menu) && { menu: menu(menuOf(before), []) }),
      topBar: { ...topBar, show: fields['topBar.show'] === TICKED, text: texts('topBar.text', topBar.text as Texts) },
      footer,
    },
    theme,
    banners,
  };
}

/**
 * The form's field an issue of site.json names: the schema's by their path (['theme', 'brand']), a
 * missing translation by its text ("frame.footer[1].title.de"), the content a language change leaves
 * untranslated at the languages; undefined for the others.
 */
export function settingsFieldOf(issue: FieldIssue): string | undefined {
  if (issue.code === 'languages') return 'languages';
  if (issue.code === 'translation') {
    const footer = /^frame\.footer\[(\d+)\]\.(title|introText|fullText)\.([a-z]{2})$/.exec(issue.message);
    if (footer) return `${footerField(Number(footer[1]), footer[2] as (typeof FOOTER_TEXTS)[number])}.${footer[3]}`;
    const topBar = /^frame\.topBar\.text\.([a-z]{2})$/.exec(issue.message);
    if (topBar) return `topBar.text.${topBar[1]}`;
    const home = /^home\.(title|description)\.([a-z]{2})$/.exec(issue.message);
    if (home) return issue.message;
    const item = /^frame\.menu((?:\[\d+\](?:\.childMenus)?)+)\.title\.([a-z]{2})$/.exec(issue.message);
    if (item) return `${menuField([...(item[1] as string).matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))}.${item[2]}`;
    return undefined;
  }
  const [first, second] = issue.path;
  if (first === 'theme' && THEME_COLOURS.includes(second as (typeof THEME_COLOURS)[number])) return `theme.${String(second)}`;
  if (first === 'languages') return second === 'default' ? 'languages.default' : 'languages';
  if (first === 'banners' && second === 'home') return 'banner.photos';
  return undefined;
}
