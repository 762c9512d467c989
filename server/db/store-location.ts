// Where the server's store lives (VITRINE_DB): a SQLite file (the default, one machine) or a
// PostgreSQL database (several `vitrine serve` instances sharing it). Anything else that looks like a
// URL is refused, rather than taken for a file path: `mysql://…` would otherwise make a folder
// named `mysql:` and store the visitors' forms in a file nobody looks at.

export type StoreLocation = { engine: 'sqlite'; path: string } | { engine: 'postgres'; url: string };

/** The engines a store can live in; its SQL differs in a few places (store-sql.ts). */
export type Engine = StoreLocation['engine'];

const POSTGRES_SCHEMES = new Set(['postgres:', 'postgresql:']);

/** A scheme before a colon, as URLs have (`x:` alone, a drive letter, is left to the path). */
const URL_LIKE = /^[a-z][a-z0-9+.-]+:/i;

/** The location VITRINE_DB names, or the reason it names none. */
export function storeLocationOf(value: string): StoreLocation | { error: string } {
  const text = value.trim();
  if (!URL_LIKE.test(text)) return { engine: 'sqlite', path: text };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: `"${redacted(text)}" is neither a file path nor a postgres:// URL that can be read` };
  }
  if (!POSTGRES_SCHEMES.has(url.protocol))
    return {
      error: `"${redacted(text)}" is neither a file path (SQLite) nor a postgres:// URL (PostgreSQL): ${url.protocol.slice(0, -1)} is not a database Vitrine speaks`,
    };
  if (!url.hostname && !url.searchParams.has('host'))
    return { error: `"${redacted(text)}" names no host: write postgres://user:password@host:5432/database` };
  return { engine: 'postgres', url: text };
}

/** The location for sentences and logs: a file's path, or the URL without its password. */
export function describeLocation(location: StoreLocation): string {
  return location.engine === 'sqlite' ? location.path : redacted(location.url);
}

/** The URL with its password (in the user part or the query) replaced by `***`. */
function redacted(text: string): string {
  try {
    const url = new URL(text);
    if (url.password) url.password = '***';
    if (url.searchParams.has('password')) url.searchParams.set('password', '***');
    return url.toString();
  } catch {
    // Not a URL this parser reads: drop anything between "//user:" and "@".
    return text.replace(/(\/\/[^:/@]*:)[^@]*@/, '$1***@');
  }
}
