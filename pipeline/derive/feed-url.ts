// DESIGN.md (Dependency rules): URLs that come from feed data are hostile. These checks decide which
// ones the published data may carry; whatever they refuse is dropped and reported with the reason.

export type UrlCheck = { ok: true; url: string } | { ok: false; reason: string };

const shown = (raw: string) => JSON.stringify(raw.length > 80 ? `${raw.slice(0, 80)}…` : raw);

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
