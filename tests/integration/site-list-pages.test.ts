import { beforeAll } from 'vitest';
import { describeFirstPaint } from './site-first-paint.js';
import { describeLists } from './site-lists.js';
import { describeNumberedPages } from './site-numbered-pages.js';
import { buildSiteSample, SITE_SAMPLE } from './site-sample.js';

// The sample's lists (site-sample.ts): their filters, sort, counts and paging in Chromium
// (site-lists.ts), their numbered pages (site-numbered-pages.ts), and the first paint.

const DIST = SITE_SAMPLE.site;
const data = SITE_SAMPLE.data;

beforeAll(buildSiteSample, 300_000);

// Issue 15: the lists' filters, sort, counts and paging, from the per-section index (site-lists.ts).
describeLists(DIST, () => data);
// The first paint waits for the page's main part: nothing painted moves when the rest arrives (site-first-paint.ts).
describeFirstPaint(DIST);
// Issue 16: the lists' numbered pages, from their template, are the pages Vike renders (site-numbered-pages.ts).
describeNumberedPages(SITE_SAMPLE.out, () => data);
