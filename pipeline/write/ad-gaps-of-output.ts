import { join } from 'node:path';
import { AGENCY_TIME_ZONE, manifestSchema, type Property } from '../../schema/index.js';
import { type AdGap, adGapsOf } from '../derive/ad-compliance.js';
import { calendarDay } from '../derive/calendar-day.js';
import { readList } from './list-file.js';
import { MANIFEST } from './output-files.js';
import { readChecked } from './read-json.js';

/**
 * Issue 46: what the listings of a generated folder lack of what their region requires in an
 * advertisement on `now`'s day, from its first language's properties.json, read a record at a time
 * (a property's facts are the same in every language). Empty for a folder that cannot be read: its
 * check (check-output.ts) says why.
 */
export async function adGapsOfOutput(dir: string, now: Date = new Date()): Promise<AdGap[]> {
  const language = (await readChecked(join(dir, MANIFEST), manifestSchema))?.languages[0];
  if (language === undefined) return [];
  const day = calendarDay(now, AGENCY_TIME_ZONE);
  const gaps: AdGap[] = [];
  await readList(join(dir, language, 'properties.json'), (record) => gaps.push(...adGapsOf(record as Property, day)));
  return gaps;
}
