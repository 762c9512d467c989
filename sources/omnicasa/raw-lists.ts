import { z } from 'zod';
import { feedBool, feedInt, feedPicture, feedText } from './raw-fields.js';

/** GetWebIDList: the property type categories (SPEC.md §3 Property type category). */
export const rawWebIdSchema = z.object({
  ID: z.number().int(),
  WebID: z.number().int(),
  Name: z.string().min(1),
  ShowOrder: feedInt.optional(),
  Sale: feedBool.optional(),
  Rent: feedBool.optional(),
});
export type RawWebId = z.infer<typeof rawWebIdSchema>;

/** GetCityListOfObjects (SPEC.md §3 City). */
export const rawCitySchema = z.object({
  Name: z.string().min(1),
  Zip: feedText,
  CountryID: feedInt.optional(),
  CountryName: feedText.optional(),
  PropertyCount: feedInt.optional(),
});
export type RawCity = z.infer<typeof rawCitySchema>;

/** GetProjectList (SPEC.md §3 Project). */
export const rawProjectSchema = z.object({
  ID: z.number().int().positive(),
  Name: feedText.optional(),
  Description: feedText.optional(),
  PublicAddress: feedBool.optional(),
  Street: feedText.optional(),
  HouseNumber: feedText.optional(),
  BoxNr: feedText.optional(),
  Zip: feedText.optional(),
  City: feedText.optional(),
  ExternalWeb: feedText.optional(),
  SmallPictureItem: feedPicture.nullish(),
  XLargePictureItems: z.preprocess((v) => v ?? [], z.array(feedPicture)).optional(),
});
export type RawProject = z.infer<typeof rawProjectSchema>;
