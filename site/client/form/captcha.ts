import { solveChallenge } from 'altcha-lib/v1';

// §5 captcha: ALTCHA's proof of work (server/api/captcha.ts). The challenge is fetched and solved
// once per form, in the background from the visitor's first focus; a refused or expired one is
// dropped and the next submit solves a fresh one.

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

async function solve(): Promise<string> {
  const response = await fetch('/api/captcha', { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`captcha: HTTP ${response.status}`);
  const { algorithm, challenge, maxnumber, salt, signature } = (await response.json()) as Challenge;
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('captcha: no solution');
  return btoa(JSON.stringify({ algorithm, challenge, number: solution.number, salt, signature }));
}

export class Captcha {
  private pending: Promise<string> | null = null;

  /** The payload the form sends; the work starts on the first call and is shared by the next ones. */
  payload(): Promise<string> {
    this.pending ??= solve().catch((error: unknown) => {
      this.pending = null;
      throw error;
    });
    return this.pending;
  }

  /** Forgets a payload the server refused (used or expired). */
  reset() {
    this.pending = null;
  }
}
