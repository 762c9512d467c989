import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createOmnicasaClient } from '../pipeline/feed/omnicasa/client.js';
import { createSnapshotTransport } from '../pipeline/feed/omnicasa/snapshot.js';
import { normalizeFeed } from '../pipeline/normalize/feed.js';
import { checkOutput } from '../pipeline/write/check-output.js';
import { LANGUAGES, type Language } from '../schema/index.js';
import { EXIT } from './exit-codes.js';
import { handleError, UsageError } from './handle-error.js';

interface Finding {
  place: string;
  message: string;
}

/** A feed snapshot: every record is put through the same checks as a sync, nothing is written. */
async function validateSnapshot(dir: string, languages: Language[]): Promise<Finding[]> {
  const client = createOmnicasaClient({ transport: createSnapshotTransport(dir), pageSize: 500 });
  const dataset = normalizeFeed(await client.fetchAll(languages));
  return dataset.problems.map((p) => ({
    place: `GetPropertyList.${p.language}.json ${p.kind} ${p.id ?? '?'} ${p.field}`.replace('GetPropertyList', kindFile[p.kind]),
    message: `${p.reason}${p.action === 'cleaned' ? ' (would be cleaned)' : ' (would be quarantined)'}`,
  }));
}

const kindFile = {
  property: 'GetPropertyList',
  photo: 'GetPropertyList',
  project: 'GetProjectList',
  type: 'GetWebIDList',
  city: 'GetCityListOfObjects',
};

export async function validateCommand(folder: string, flags: { json?: boolean }): Promise<number> {
  const json = flags.json === true;
  try {
    const dir = resolve(folder);
    const names = await readdir(dir).catch(() => {
      throw new UsageError(`${folder} is not a folder`);
    });
    let kind: 'generated' | 'snapshot';
    let findings: Finding[];
    if (names.includes('manifest.json')) {
      kind = 'generated';
      findings = (await checkOutput(dir)).map((p) => ({
        place: `${join(folder, p.file)}${p.place ? ` ${p.place}` : ''}`,
        message: p.message,
      }));
    } else {
      const languages = LANGUAGES.filter((l) => names.includes(`GetPropertyList.${l}.json`));
      if (languages.length === 0) {
        throw new UsageError(
          `${folder} is neither a generated folder (manifest.json) nor a feed snapshot (GetPropertyList.<lang>.json)`,
        );
      }
      kind = 'snapshot';
      findings = await validateSnapshot(dir, languages);
    }
    if (json)
      process.stdout.write(`${JSON.stringify({ ok: findings.length === 0, command: 'validate', kind, problems: findings })}\n`);
    else if (findings.length === 0) process.stdout.write(`${folder}: valid ${kind} folder\n`);
    else {
      process.stdout.write(`${folder}: ${findings.length} problem(s) in this ${kind} folder\n`);
      for (const f of findings) process.stdout.write(`  ${f.place}: ${f.message}\n`);
    }
    return findings.length === 0 ? EXIT.ok : EXIT.failed;
  } catch (error) {
    return handleError('validate', error, json);
  }
}
