// The list's index and card fragments are static files: a failure to get one is most often passing (a
// phone between cells, a busy server or proxy). Each is asked again after a short wait before the
// list gives up and says so (.filter-failed); a file that is not there (404, a newer build) is not.
// These lines rather than p-retry (the sync's): it would add 1.9 KB gzipped to the list's script, these 0.3 KB.

/** Statuses of a server or proxy that was busy, not wrong. */
const PASSING_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** The waits before each new try: two more tries, the last about a second after the first failure. */
const RETRY_WAITS_MS = [250, 750];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A file the server does not have (404): a build since may have replaced it (site/client/list-filter.ts). */
export class MissingFile extends Error {}

/** `read` of the answer to `url`; a network failure, a passing status or a body cut short is tried again. */
export async function fetchRetrying<T>(url: string, init: RequestInit, read: (response: Response) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt === RETRY_WAITS_MS.length;
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      if (last) throw error;
      await wait(RETRY_WAITS_MS[attempt] as number);
      continue;
    }
    if (!response.ok) {
      if (response.status === 404) throw new MissingFile(`${url}: HTTP 404`);
      if (last || !PASSING_STATUSES.has(response.status)) throw new Error(`${url}: HTTP ${response.status}`);
    } else {
      try {
        return await read(response);
      } catch (error) {
        // A body cut short fails as a TypeError; a body that is not what we expect (a SyntaxError) stays so.
        if (last || !(error instanceof TypeError)) throw error;
      }
    }
    await wait(RETRY_WAITS_MS[attempt] as number);
  }
}
