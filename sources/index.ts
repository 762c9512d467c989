import { resolve } from 'node:path';
import type { AllowedHost } from '../pipeline/feed/address-guard.js';
import type { Source } from '../pipeline/source.js';
import type { SourceConfig } from '../schema/index.js';
import { kyeroSource, validateKyeroFile } from './kyero/index.js';
import {
  createHttpTransport,
  createSnapshotTransport,
  type Finding,
  omnicasaSource,
  snapshotLanguagesOf,
  validateOmnicasaSnapshot,
} from './omnicasa/index.js';
import { SourceSettingError } from './source-setting-error.js';

export type { Finding };

// The sources a sync can read, made from their configuration (DESIGN.md, Sources): the one place
// outside a vendor's folder that knows every vendor. To add a source, add its folder and its case here.

export interface SourceSetting {
  /** The bundled demo agency's snapshot folder, for a `sample` source without its own. */
  sampleSnapshot: string;
  /** The folder relative file paths of the configuration are read from. */
  configDir: string;
  /** An Omnicasa account's credentials, from the environment. */
  omnicasaCredentials?: { user: string; password: string };
  http: { timeoutMs: number; retries: number; retryDelayMs?: number; allowedHosts: readonly AllowedHost[] };
  /** Omnicasa's rows per page and requests in flight. */
  pageSize?: number;
  concurrency?: number;
}

export { SourceSettingError } from './source-setting-error.js';

export function createSource(config: SourceConfig, setting: SourceSetting): Source {
  switch (config.kind) {
    case 'sample':
      return omnicasaSource({
        name: config.name,
        kind: 'sample',
        transport: createSnapshotTransport(resolve(setting.configDir, config.snapshot ?? setting.sampleSnapshot)),
        pageSize: setting.pageSize,
        concurrency: setting.concurrency,
      });
    case 'omnicasa': {
      const credentials = setting.omnicasaCredentials;
      if (!credentials)
        throw new SourceSettingError(
          `source "${config.name}" (omnicasa) needs VITRINE_OMNICASA_USER and VITRINE_OMNICASA_PASSWORD in the environment`,
        );
      const transport = createHttpTransport({
        baseUrl: config.url,
        credentials: { CustomerName: credentials.user, CustomerPassword: credentials.password },
        timeoutMs: setting.http.timeoutMs,
        retries: setting.http.retries,
        retryDelayMs: setting.http.retryDelayMs,
      });
      return omnicasaSource({
        name: config.name,
        kind: 'omnicasa',
        transport,
        pageSize: setting.pageSize,
        concurrency: setting.concurrency,
      });
    }
    case 'kyero':
      return kyeroSource({
        name: config.name,
        location: /^https?:\/\//i.test(config.url) ? config.url : resolve(setting.configDir, config.url),
        idOffset: config.idOffset,
        http: setting.http,
      });
  }
}

/** A feed snapshot folder (Omnicasa's response shapes) checked as a sync would read it; `shown` is the path as the user gave it. */
export async function validateSnapshotFolder(dir: string, shown: string): Promise<Finding[]> {
  const languages = await snapshotLanguagesOf(dir);
  if (languages.length === 0)
    throw new SourceSettingError(
      `${shown} is neither a generated folder (manifest.json) nor a feed snapshot (GetPropertyList.<lang>.json)`,
    );
  return validateOmnicasaSnapshot(dir, languages);
}

/** A feed file (a Kyero v3 XML feed) checked against its format's rules. */
export async function validateFeedFile(file: string, shown: string): Promise<Finding[]> {
  if (!/\.xml$/i.test(file)) throw new SourceSettingError(`${shown}: a feed file must be a Kyero v3 XML file (.xml)`);
  return validateKyeroFile(file);
}
