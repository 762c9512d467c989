import { z } from 'zod';
import { VitrineError } from '../pipeline/errors.js';
import { EXIT } from './exit-codes.js';

export class UsageError extends Error {}

/** Prints any error readably (what, where, what to do) and returns the exit code it stands for. */
export function handleError(command: string, error: unknown, json: boolean): number {
  const code = error instanceof UsageError || error instanceof z.ZodError ? EXIT.usage : EXIT.failed;
  const message = error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : String(error);
  const hint = error instanceof VitrineError ? error.hint : undefined;
  if (json) {
    process.stdout.write(
      `${JSON.stringify({ ok: false, command, error: { code: (error as VitrineError).code ?? 'ERROR', message, hint } })}\n`,
    );
  } else {
    process.stderr.write(`vitrine ${command}: ${message}\n${hint ? `  hint: ${hint}\n` : ''}`);
    if (!(error instanceof VitrineError) && code === EXIT.failed && error instanceof Error && error.stack) {
      process.stderr.write(`${error.stack}\n`);
    }
  }
  return code;
}
