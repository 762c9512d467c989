import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { type SiteConfig, siteConfigSchema } from '../schema/index.js';
import { UsageError } from './handle-error.js';

/** Reads and validates the agency's configuration; a mistake stops the command with its place. */
export async function loadSiteConfig(path: string): Promise<SiteConfig> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`cannot read the site configuration ${path}: ${(error as Error).message}`);
  }
  const parsed = siteConfigSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`${path} is not a valid site configuration:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
