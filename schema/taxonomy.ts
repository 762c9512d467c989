import { z } from 'zod';
import { LANGUAGES } from './spec/languages.js';

const language = z.enum(LANGUAGES);
const count = z.number().int().nonnegative();

/** SPEC.md §3 Property type category (WebID), with counts of published properties. */
export const typeCategorySchema = z.object({
  id: z.number().int(),
  webId: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().min(1),
  showOrder: z.number().int().min(0),
  sale: z.boolean(),
  rent: z.boolean(),
  language,
  countSaleProperty: count,
  countRentProperty: count,
});
export type TypeCategory = z.infer<typeof typeCategorySchema>;

/** SPEC.md §3 City. A city is a name and a zip: two places may share either. */
export const citySchema = z.object({
  name: z.string().min(1),
  zip: z.string().min(1),
  slug: z.string().min(1),
  /** Accent-stripped lower-case name for search (§5). */
  searchName: z.string().min(1),
  countryId: z.number().int().nullable(),
  countryName: z.string().min(1).nullable(),
  language,
  propertyCount: count,
  saleCount: count,
  rentCount: count,
});
export type City = z.infer<typeof citySchema>;

/** SPEC.md §3 Tree items. */
export const treeItemSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string().min(1),
  webId: z.number().int().nullable(),
});
export type TreeItem = z.infer<typeof treeItemSchema>;
