import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
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

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'media' && entry.name !== 'assets') yield* htmlFiles(path);
    } else if (entry.name.endsWith('.html')) yield path;
  }
}

/** Build time: every page's inline scripts and the configured outside origins, into csp.json. */
export async function writeCspSources(siteDir: string, outside: Omit<CspSources, 'scriptHashes'>) {
  const hashes = new Set<string>();
  for await (const file of htmlFiles(siteDir))
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) hashes.add(hash);
  const sources: CspSources = { scriptHashes: [...hashes].sort(), ...outside };
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
