import type { Db } from '../../server/db/open-database.js';
import { solvedCaptcha } from '../../tests/support/captcha.js';
import { validBody } from '../../tests/support/form-bodies.js';

// Visitors posting the contact form to a real server, and what the store holds afterwards.

export interface Answer {
  /** 0 when no answer came (the server died or the request timed out). */
  status: number;
  id?: number;
  error?: string;
}

/** A contact form's body with its solved captcha: sent again as it is, it is the same submission. */
export async function contactBody(base: string): Promise<string> {
  return JSON.stringify({ ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(base) });
}

/** Posts one body; never throws: a dead server is an answer of status 0. */
export async function post(base: string, body: string, timeoutMs = 120_000): Promise<Answer> {
  try {
    const response = await fetch(`${base}/api/forms/site-contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const json = (await response.json().catch(() => ({}))) as { id?: number; message?: string };
    return { status: response.status, id: json.id, error: json.message };
  } catch (error) {
    return { status: 0, error: (error as Error).message };
  }
}

export const accepted = (a: Answer) => (a.status === 200 || a.status === 201) && typeof a.id === 'number';

/** The submissions the store holds: ids, and how many hold each idempotency key's payload (to find copies). */
export async function stored(db: Db) {
  const rows = await db.selectFrom('submissions').select(['id', 'payload']).execute();
  const ids = new Set(rows.map((r) => r.id));
  const perEmail = new Map<string, number>();
  for (const row of rows) {
    const email = String((JSON.parse(row.payload) as { email?: unknown }).email);
    perEmail.set(email, (perEmail.get(email) ?? 0) + 1);
  }
  /** Submissions stored more than once (the same visitor's e-mail is unique to one body). */
  const copies = [...perEmail.values()].reduce((sum, n) => sum + n - 1, 0);
  return { ids, copies };
}

/** A status histogram for the outcome cell: "201 ×40, 0 ×3". */
export function statuses(answers: readonly Answer[]): string {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'no answer' : status} ×${n}`)
    .join(', ');
}
