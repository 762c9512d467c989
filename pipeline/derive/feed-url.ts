// DESIGN.md (Dependency rules): URLs that come from feed data are hostile. These checks decide which
// ones the published data may carry; whatever they refuse is dropped and reported with the reason.

export type UrlCheck = { ok: true; url: string } | { ok: false; reason: string };

/** A refused URL as a report quotes it: without a user name or password, and bounded. */
const shown = (raw: string) => {
  const safe = withoutCredentials(raw);
  return JSON.stringify(safe.length > 80 ? `${safe.slice(0, 80)}…` : safe);
};

/** An absolute http(s) URL with a host (a link the site may show), trimmed; anything else is refused. */
export function checkHttpUrl(raw: string): UrlCheck {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: `not a URL: ${shown(raw)}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: `not an http(s) URL (${url.protocol}): ${shown(raw)}` };
  if (!url.hostname) return { ok: false, reason: `an http(s) URL without a host: ${shown(raw)}` };
  if (url.username || url.password) return { ok: false, reason: `a URL with a user name or password in it: ${shown(raw)}` };
  return { ok: true, url: text };
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * A photo URL: absolute http(s), or relative to the feed's own location (the bundled sample's
 * "../photos/x.jpg"), which the image stage resolves and checks. A local path ("/etc/passwd",
 * "C:\…", "\\server\…"), a protocol-relative URL and any other scheme (file:, data:, javascript:)
 * are refused.
 */
export function checkPictureUrl(raw: string): UrlCheck {
  const text = raw.trim();
  if (SCHEME.test(text) && !/^[a-z]:[\\/]/i.test(text)) return checkHttpUrl(text);
  if (/^[a-z]:[\\/]|^[\\/]|\\/i.test(text)) return { ok: false, reason: `a local path, not a URL: ${shown(raw)}` };
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (text === '' || /[\u0000-\u001F\u007F]/.test(text)) return { ok: false, reason: `not a URL: ${shown(raw)}` };
  return { ok: true, url: text };
}

/** A URL without its user name and password, by the WHATWG parser; undefined when `text` is not a URL. */
function parsedWithoutCredentials(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (!url.username && !url.password) return text;
  url.username = '';
  url.password = '';
  return url.href;
}

/** Where a URL may start: a scheme, not inside a longer word ("Tour:https://…" has two). */
const URL_START = /(?<![a-z\d+.-])[a-z][a-z\d+.-]*:/gi;
/** Where it ends at the latest. */
const URL_END = /[\s"'<>]/;
/** The user name and password of a URL the parser refuses (a bad host): up to the authority's last "@". */
const USERINFO = /^([a-z][a-z\d+.-]*:[/\\]*)[^/?#\\]*@/i;

/**
 * `text` with the user name and password taken out of every URL in it, the rest kept as it is:
 * "https://agent:secret@host/tour" gives "https://host/tour", and so within a longer text.
 */
export function withoutCredentials(text: string): string {
  let kept = '';
  let done = 0;
  for (const match of text.matchAll(URL_START)) {
    if (match.index < done) continue;
    const rest = text.slice(match.index);
    const end = rest.search(URL_END);
    const found = end === -1 ? rest : rest.slice(0, end);
    const clean = parsedWithoutCredentials(found) ?? found.replace(USERINFO, '$1');
    if (clean === found) continue;
    kept += text.slice(done, match.index) + clean;
    done = match.index + found.length;
  }
  return kept + text.slice(done);
}
