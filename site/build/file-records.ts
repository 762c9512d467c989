import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readRecord } from './build-record.js';
import { COMPRESSED_FILES, type TextFiles } from './precompress.js';

// The records of the site's text files (site/build/precompress.ts) lie beside the site in two files:
// those of the files the render processes make besides the pages (site/build/site-files.ts: the
// search indexes, SEO files, redirect pages, the favourites' and the lists' files; 0.8 MB for a large
// agency), which each render process of the next build reads, and all the others (the pages' among
// them: 5.5 MB), which only the build's own process reads. Each render process parsed the whole
// 6.3 MB on every build, 60–85 ms of its CPU on this machine.

/** Beside the site (<out>/site-files.json): the records of the files the render processes made besides the pages. */
export const SITE_FILE_RECORDS = 'site-files.json';

/** Writes the records of every text file of the site beside it in `out` (`besidePages`: those the render processes made). */
export async function writeFileRecords(out: string, files: TextFiles, besidePages: TextFiles): Promise<void> {
  const theirs: TextFiles = {};
  const others: TextFiles = {};
  for (const [path, record] of Object.entries(files)) (besidePages[path] ? theirs : others)[path] = record;
  await writeFile(join(out, COMPRESSED_FILES), JSON.stringify(others));
  await writeFile(join(out, SITE_FILE_RECORDS), JSON.stringify(theirs));
}

/** The records of every text file of the site built in `out`; undefined when it has none (a build that did not finish). */
export async function readFileRecords(out: string): Promise<TextFiles | undefined> {
  const [others, theirs] = await Promise.all([
    readRecord<TextFiles>(out, COMPRESSED_FILES),
    readRecord<TextFiles>(out, SITE_FILE_RECORDS),
  ]);
  return others && Object.assign(others, theirs);
}

/** The records of the files the render processes made besides the pages of the site built in `out`. */
export const readSiteFileRecords = (out: string): Promise<TextFiles | undefined> => readRecord<TextFiles>(out, SITE_FILE_RECORDS);
