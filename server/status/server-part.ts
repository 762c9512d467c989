import type { ServerPart } from './types.js';

/** Whether something answers GET <url> within the time (any answer but a 5xx is the server up; redirects are not followed). */
export async function probeServer(url: string, timeoutMs: number): Promise<ServerPart> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return { url, answers: response.status < 500, status: response.status };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : (cause?.code ?? cause?.message ?? (error as Error).message);
    return { url, answers: false, error: reason };
  }
}
