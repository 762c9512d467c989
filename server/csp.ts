import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type LiveValue, liveRead } from './live-read.js';
import type { SiteRebuilt } from './site-rebuilt.js';

// The content security policy of the built site: scripts only from the site itself and the few
// inline scripts the build wrote (by hash), images from the site and the map's tile server, and the
// hosts of the analytics and pixel tags only when their ids are configured (schema/consent.ts). The
// build lists the sources (csp.json beside the pages); the server turns them into the header.

export interface CspSources {
  /** 'sha256-…' of every inline script of every page. */
  scriptHashes: string[];
  /** Origins the pages load images from besides their own (the map's tiles). */
  imageOrigins: string[];
  /** Origins of media (a video banner the agency hosts elsewhere). */
  mediaOrigins: string[];
  /** Origins of the configured tags' scripts (consent given in the browser decides whether they load). */
  scriptOrigins?: string[];
  /** Origins the configured tags send their hits to. */
  connectOrigins?: string[];
}

export const CSP_FILE = 'csp.json';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g;

/** The hashes of a page's inline scripts (JSON-LD and JSON data are never run, so they need none). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

/** Whether a built file (its path inside the site) is a page whose inline scripts the policy lists; card fragments under assets/ have none. */
export const isPageFile = (pathInSite: string): boolean =>
  pathInSite.endsWith('.html') && !/^(assets|media)[/\\]/.test(pathInSite);

/** What a built file (its path inside the site, its bytes) adds to the policy: a page's inline scripts' hashes, nothing for any other file. */
export const policyHashesOf = (pathInSite: string, content: Buffer | string): string[] =>
  isPageFile(pathInSite) ? inlineScriptHashes(typeof content === 'string' ? content : content.toString('utf8')) : [];

/** Build time: the pages' inline script hashes (collected while the build reads them) and the outside origins, into csp.json. */
export async function writeCspSources(
  siteDir: string,
  scriptHashes: Iterable<string>,
  outside: Omit<CspSources, 'scriptHashes'>,
) {
  const sources: CspSources = { scriptHashes: [...new Set(scriptHashes)].sort(), ...outside };
  await writeFile(join(siteDir, CSP_FILE), JSON.stringify(sources, null, 2));
  return sources;
}

const NO_SOURCES: CspSources = { scriptHashes: [], imageOrigins: [], mediaOrigins: [] };

/** The site's sources (csp.json), or undefined where there is none (a site built before it, or mid-swap). */
const readSources = (siteDir: string): Promise<CspSources | undefined> =>
  readFile(join(siteDir, CSP_FILE), 'utf8')
    .then((text) => JSON.parse(text) as CspSources)
    .catch(() => undefined);

/**
 * The sources of the site a running server serves, read again when older than `ttlMs` as the other
 * files the server reads from the site (server/live-read.ts): a build swapped in under `vitrine serve`
 * (`vitrine sync --build` from cron) brings its inline scripts' hashes with its pages, without a
 * restart. The hashes of the builds read before stay allowed: pages from memory may be the last
 * build's until their time is up, and those are the site's own scripts. Origins are the current
 * build's only (a tag the agency removed is no longer allowed). A site without csp.json at the start
 * has no sources; one that loses it later (mid-swap, a broken file) keeps what was read last.
 */
export async function liveCspSources(siteDir: string, ttlMs: number, rebuilt?: SiteRebuilt): Promise<LiveValue<CspSources>> {
  const hashes = new Set<string>();
  let first = true;
  return liveRead(
    async () => {
      const next = await readSources(siteDir);
      if (!next && !first) throw new Error(`${CSP_FILE} cannot be read: the policy last read stays`);
      first = false;
      for (const hash of next?.scriptHashes ?? []) hashes.add(hash);
      return { ...(next ?? NO_SOURCES), scriptHashes: [...hashes] };
    },
    ttlMs,
    rebuilt,
  );
}

/** The header itself, as helmet writes it: each directive and its values, joined by ';'. */
export const cspHeaderOf = (sources: CspSources): string =>
  Object.entries(cspDirectives(sources))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

/** The header of the sources given, made again only when they are other sources than the last call's. */
export function cspHeaderCache(): (sources: CspSources) => string {
  let madeFrom: CspSources | undefined;
  let header = '';
  return (sources) => {
    if (sources !== madeFrom) {
      madeFrom = sources;
      header = cspHeaderOf(sources);
    }
    return header;
  };
}

/** The header's directives. Styles allow inline: the pages set CSS variables in style attributes. */
export function cspDirectives(sources: CspSources): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...sources.scriptHashes, ...(sources.scriptOrigins ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...sources.imageOrigins],
    'media-src': ["'self'", ...sources.mediaOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(sources.connectOrigins ?? [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
