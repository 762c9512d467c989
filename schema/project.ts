import { z } from 'zod';
import { descriptionSchema, pictureSchema } from './property.js';
import { LANGUAGES } from './spec/languages.js';

/** SPEC.md §3 Project (new-build), one per language. */
export const projectSchema = z.object({
  id: z.number().int().positive(),
  language: z.enum(LANGUAGES),
  name: z.string().min(1),
  description: descriptionSchema,
  /** Street, number and box are null when the address is not public. */
  street: z.string().min(1).nullable(),
  houseNumber: z.string().min(1).nullable(),
  box: z.string().min(1).nullable(),
  zip: z.string().min(1).nullable(),
  city: z.string().min(1).nullable(),
  addressPublished: z.boolean(),
  externalWeb: z.url({ protocol: /^https?$/ }).nullable(),
  pictures: z.array(pictureSchema),
  /** Internal path (§2: /project/?id={id}). */
  url: z.string().startsWith('/'),
});
export type Project = z.infer<typeof projectSchema>;
