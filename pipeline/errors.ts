// One error catalogue for the pipeline (STYLE.md): every error says what went wrong, where, and
// what the operator can do about it. The CLI prints `message` and `hint` and picks the exit code.

export type ErrorCode =
  | 'FEED_REQUEST_FAILED'
  | 'FEED_BAD_RESPONSE'
  | 'FEED_REFUSED'
  | 'CONFIG_INVALID'
  | 'SYNC_LOCKED'
  | 'BUILD_LOCKED'
  | 'OUTPUT_INVALID'
  | 'SNAPSHOT_MISSING'
  // The build's data folder holds no sync's output (site/build/validated-data.ts).
  | 'DATA_MISSING'
  // The server's store (server/db/store-fault.ts).
  | 'DATABASE_BUSY'
  | 'DATABASE_FULL'
  | 'DATABASE_DAMAGED'
  | 'DATABASE_READ_ONLY'
  | 'DATABASE_UNREACHABLE'
  | 'DATABASE_LOGIN_REFUSED'
  | 'DATABASE_MISSING';

export class VitrineError extends Error {
  override name = 'VitrineError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly hint: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The message of an unknown thrown value, with the codes Node puts on system errors. */
export function describeCause(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const inner = error.cause instanceof Error && !error.message.includes(error.cause.message) ? ` (${error.cause.message})` : '';
    return `${typeof code === 'string' && !error.message.includes(code) ? `${code}: ` : ''}${error.message}${inner}`;
  }
  return String(error);
}
