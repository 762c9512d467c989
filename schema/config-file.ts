import { z } from 'zod';

// The agency's configuration files (data/site/) name their JSON Schema in a "$schema" key, so that an
// editor completes and checks them (data/site/schema/, made from these zod schemas by `npm run
// schemas`). Vitrine reads nothing from that key: a file's schema accepts it and drops it.

/** The "$schema" key of a configuration file: where an editor finds the file's JSON Schema. */
export const schemaKey = z
  .string()
  .optional()
  .meta({ description: "The file's JSON Schema, for an editor (data/site/schema/): Vitrine ignores it." });

/** A parsed configuration file without its "$schema" key: nothing after the parse sees it. */
export function withoutSchemaKey<T extends { $schema?: string | undefined }>(file: T): Omit<T, '$schema'> {
  const { $schema: _, ...rest } = file;
  return rest;
}

/** A colour a configuration file sets (the theme's, a module's background): #rrggbb. */
export const cssColourSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour as #rrggbb');
