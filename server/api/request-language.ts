import type { FastifyRequest } from 'fastify';
import { LANGUAGES, type Language } from '../../schema/index.js';

/** The visitor's language for texts that come before the body is read (a captcha header, 413, 429). */
export function languageOf(request: FastifyRequest, fallback: Language): Language {
  const asked = String(request.headers['accept-language'] ?? '').slice(0, 2);
  return (LANGUAGES as readonly string[]).includes(asked) ? (asked as Language) : fallback;
}
