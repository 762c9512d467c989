import type autocannon from 'autocannon';
import { solvedCaptcha } from '../../tests/support/captcha.js';
import { validBody } from '../../tests/support/form-bodies.js';

// The submissions bench/serve posts: `site-contact` bodies, each with its own key and a captcha
// solved before the run (the browser's work is not what is measured).

/** Accepted submissions per run, over 32 connections. */
export const SUBMISSIONS = 10_000;
export const SUBMISSION_CONNECTIONS = 32;
export const SUBMISSION_PATH = '/api/forms/site-contact';

/** `count` bodies whose captchas `base` issued (any instance sharing its captcha key verifies them). */
export async function formBodies(base: string, count: number): Promise<string[]> {
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    bodies.push(JSON.stringify({ ...validBody('site-contact', 'fr'), captcha: await solvedCaptcha(base) }));
  }
  return bodies;
}

/** Posts of the bodies in turn; one cursor may serve several autocannon instances, so none is sent twice. */
export function postsOf(bodies: readonly string[], cursor = { next: 0 }): autocannon.Request[] {
  return [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: bodies[cursor.next++ % bodies.length] }),
    },
  ];
}
