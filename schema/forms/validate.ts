import type { z } from 'zod';
import type { Language } from '../spec/languages.js';
import { FORM_MESSAGE_KEYS, FORM_MESSAGES, type FormMessage } from './messages.js';

// One check for the browser and the server: a form's body → its typed data, or one message per
// field in the visitor's language. Pure.

export type FormCheck<T> =
  | { ok: true; data: T }
  | { ok: false; spam?: false; errors: Record<string, string> }
  /** The honeypot was filled: a robot, to be thanked and forgotten. */
  | { ok: false; spam: true };

const isKey = (message: string): message is FormMessage => (FORM_MESSAGE_KEYS as readonly string[]).includes(message);

export function checkForm<T>(schema: z.ZodType<T>, body: unknown, language: Language): FormCheck<T> {
  const website = (body as { website?: unknown } | null)?.website;
  if (typeof website === 'string' && website.trim() !== '') return { ok: false, spam: true };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.') || '_form';
    errors[field] ??= FORM_MESSAGES[language][isKey(issue.message) ? issue.message : 'invalid'];
  }
  return { ok: false, errors };
}
