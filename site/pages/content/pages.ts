import { PAGE_PATHS, type PageKey } from '../../../schema/index.js';

/** The §2 pages other than home and the lists: configured pages whose modules come from pages.json. */
export const CONTENT_PAGES = (Object.keys(PAGE_PATHS) as PageKey[]).filter(
  (key) => !['home', 'sale', 'rent'].includes(key),
) as Exclude<PageKey, 'home' | 'sale' | 'rent'>[];
export type ContentPageKey = (typeof CONTENT_PAGES)[number];
