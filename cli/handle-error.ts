import { z } from 'zod';
import { VitrineError } from '../pipeline/errors.js';
import { storeError } from '../server/db/store-fault.js';
import { SourceSettingError } from '../sources/source-setting-error.js';
import { EXIT } from './exit-codes.js';

export class UsageError extends Error {}

/**
 * A known cause that is no bug (a full disk, a damaged or locked database) as a sentence with its
 * file: the errors of the store arrive so already (server/db/connection.ts); a file system's carries its path.
 */
function known(command: string, error: unknown): unknown {
  if (error instanceof VitrineError) return error;
  const path = (error as { path?: unknown } | undefined)?.path;
  return storeError(error, typeof path === 'string' ? path : `a file that vitrine ${command} writes`) ?? error;
}

/** Prints any error readably (what, where, what to do) and returns the exit code it stands for. */
export function handleError(command: string, thrown: unknown, json: boolean): number {
  const error = known(command, thrown);
  const usage = error instanceof UsageError || error instanceof SourceSettingError || error instanceof z.ZodError;
  const code = usage ? EXIT.usage : EXIT.failed;
  const message = error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : String(error);
  const hint = error instanceof VitrineError ? error.hint : undefined;
  if (json) {
    process.stdout.write(
      `${JSON.stringify({ ok: false, command, error: { code: (error as VitrineError).code ?? 'ERROR', message, hint } })}\n`,
    );
  } else {
    process.stderr.write(`vitrine ${command}: ${message}\n${hint ? `  hint: ${hint}\n` : ''}`);
    // A stack trace only for what is a bug: the known causes above said what to do.
    if (!(error instanceof VitrineError) && code === EXIT.failed && error instanceof Error && error.stack) {
      process.stderr.write(`${error.stack}\n`);
    }
  }
  return code;
}
