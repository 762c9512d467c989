import { readdir } from 'node:fs/promises';
import { normalizeFeed } from '../../pipeline/normalize/feed.js';
import { LANGUAGES, type Language } from '../../schema/index.js';
import { createOmnicasaClient } from './client.js';
import { mapOmnicasaFeeds } from './map-feed.js';
import { createSnapshotTransport } from './snapshot.js';

/** A problem `vitrine validate` prints: where, and what. */
export interface Finding {
  place: string;
  message: string;
}

const kindFile = {
  property: 'GetPropertyList',
  photo: 'GetPropertyList',
  project: 'GetProjectList',
  type: 'GetWebIDList',
  city: 'GetCityListOfObjects',
};

/** The languages an Omnicasa snapshot folder has (a GetPropertyList.<lang>.json each); none: not a snapshot. */
export async function snapshotLanguagesOf(dir: string): Promise<Language[]> {
  const names = await readdir(dir);
  return LANGUAGES.filter((l) => names.includes(`GetPropertyList.${l}.json`));
}

/** An Omnicasa snapshot: every record is put through the same checks as a sync, nothing is written. */
export async function validateOmnicasaSnapshot(dir: string, languages: readonly Language[]): Promise<Finding[]> {
  const client = createOmnicasaClient({ transport: createSnapshotTransport(dir), pageSize: 500 });
  const dataset = normalizeFeed(mapOmnicasaFeeds(await client.fetchAll(languages)));
  return dataset.problems.map((p) => ({
    place: `${kindFile[p.kind]}.${p.language}.json ${p.kind} ${p.id ?? '?'} ${p.field}`,
    message: `${p.reason}${p.action === 'cleaned' ? ' (would be cleaned)' : ' (would be quarantined)'}`,
  }));
}
