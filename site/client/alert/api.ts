import type { Language } from '../../../schema/spec/languages';

// The alert scripts' calls to the API: JSON both ways, in the page's language (the server's texts
// come back in it). A server that cannot be reached, or answers with a 5xx, throws: the caller says
// so with the agency's phone and e-mail.

export interface ApiAnswer {
  status: number;
  ok: boolean;
  /** The answer's JSON; {} when it has none. Its texts reach the page through textContent only. */
  body: { message?: string; errors?: Record<string, string>; redirect?: string } & Record<string, unknown>;
}

export async function callApi(
  url: string,
  language: Language,
  init: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const response = await fetch(url, {
    method: init.body === undefined ? 'GET' : 'POST',
    cache: 'no-store',
    headers: {
      accept: 'application/json',
      'accept-language': language,
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json().catch(() => ({}))) as ApiAnswer['body'];
  if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
  return { status: response.status, ok: response.ok, body: body && typeof body === 'object' ? body : {} };
}
