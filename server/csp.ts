import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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

export async function readCspSources(siteDir: string): Promise<CspSources> {
  try {
    return JSON.parse(await readFile(join(siteDir, CSP_FILE), 'utf8')) as CspSources;
  } catch {
    return { scriptHashes: [], imageOrigins: [], mediaOrigins: [] };
  }
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
