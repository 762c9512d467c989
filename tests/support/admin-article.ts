import { ADMIN_ARTICLES } from '../../server/staff/view/Nav.js';

// An article's form in /admin/ as a browser fills it: its fields as the page shows them, posted back
// with a change, and the page after the save followed until it says how its publication ended.

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The form's fields (inputs, textareas and selects) with their values, as a browser posts them. */
export function formFieldsOf(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input[^>]*?name="([^"]+)"[^>]*?value="([^"]*)"/g))
    fields[m[1] as string] = decode(m[2] as string);
  // A ticked checkbox without a value, as a browser posts it; one not ticked is not posted.
  for (const m of html.matchAll(/<input(?=[^>]*type="checkbox")(?![^>]*value=)[^>]*?name="([^"]+)"[^>]*>/g))
    if (/\bchecked\b/.test(m[0])) fields[m[1] as string] = 'on';
  for (const m of html.matchAll(/<textarea[^>]*?name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g))
    fields[m[1] as string] = decode(m[2] as string);
  for (const m of html.matchAll(/<select[^>]*?name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const options = [...(m[2] as string).matchAll(/<option([^>]*)>/g)].map((o) => o[1] as string);
    const chosen = options.find((o) => /\bselected\b/.test(o)) ?? options[0];
    fields[m[1] as string] = decode(/value="([^"]*)"/.exec(chosen ?? '')?.[1] ?? '');
  }
  return fields;
}

export const postForm = (base: string, path: string, fields: Record<string, string>, cookie?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, ...(cookie && { cookie }) },
    body: new URLSearchParams(fields).toString(),
  });

/** Opens article `id`'s form, saves it with `change` made to its fields; the answer to the save. */
export async function saveArticle(base: string, cookie: string, id: string, change: Record<string, string>): Promise<Response> {
  const page = await (await fetch(`${base}${ADMIN_ARTICLES}${id}`, { headers: { cookie } })).text();
  return postForm(base, `${ADMIN_ARTICLES}${id}`, { ...formFieldsOf(page), ...change }, cookie);
}

/**
 * The page a save redirected to (`location`), loaded again as it reloads itself, until it says the
 * change is live ('live') or why its build failed (that sentence). French texts: the editor's language.
 */
export async function publicationEnd(base: string, cookie: string, location: string): Promise<string> {
  for (;;) {
    const html = await (await fetch(`${base}${location}`, { headers: { cookie } })).text();
    if (html.includes('en ligne depuis')) return 'live';
    const failed = /n’a pas pu être reconstruit[^<]*/.exec(html)?.[0];
    if (failed) return failed;
    // The page asks for a reload every 2 s; looking twice as often stays within /admin/'s rate limit.
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
