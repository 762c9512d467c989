import { PAGE_PATHS, type PageKey } from '../../../schema/index.js';

/** The §2 pages that are not home or a list: their content arrives with the forms and content issues. */
export const SHELL_PAGES = (Object.keys(PAGE_PATHS) as PageKey[]).filter(
  (key) => !['home', 'sale', 'rent'].includes(key),
) as Exclude<PageKey, 'home' | 'sale' | 'rent'>[];
