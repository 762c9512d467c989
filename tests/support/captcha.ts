import { solveChallenge } from 'altcha-lib/v1';

/**
 * Asks the server for a challenge and solves it, as the browser does: the payload a form sends.
 * `headers` go with the request (a visitor's forwarded address, counted against its rate limit).
 */
export async function solvedCaptcha(base: string, headers: Record<string, string> = {}): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/captcha`, { headers })).json()) as {
    algorithm: string;
    challenge: string;
    maxnumber: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('the captcha challenge has no solution');
  const { algorithm, challenge: c, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: c, number: solution.number, salt, signature })).toString('base64');
}
