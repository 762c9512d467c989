import { access, readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { missingTranslations, type SiteConfig, siteConfigSchema, siteImagesOf } from '../schema/index.js';
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
  const missing = missingTranslations(parsed.data);
  if (missing.length > 0) throw new UsageError(`${path} lacks translations:\n${missing.map((m) => `  ${m}`).join('\n')}`);
  await checkFiles(path, parsed.data);
  return parsed.data;
}

/** Every file the configuration names (logo, banner and share images, fonts) exists beside it. */
async function checkFiles(path: string, config: SiteConfig): Promise<void> {
  const files = [
    ...(config.agency.logo ? [config.agency.logo] : []),
    ...siteImagesOf(config),
    ...(config.theme.headingFont?.files.map((f) => f.file) ?? []),
  ];
  for (const file of files) {
    const absolute = resolve(dirname(path), file);
    await access(absolute).catch(() => {
      throw new UsageError(`${path} names the file "${file}", which does not exist (${absolute})`);
    });
  }
}
