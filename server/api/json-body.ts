import type { FastifyBodyParser, FastifyInstance } from 'fastify';

// The API's JSON bodies: Fastify's own parser (secure-json-parse: __proto__ and constructor keys
// refused), behind a linear scan that refuses a body nested deeper than JSON_MAX_DEPTH before
// JSON.parse and zod walk it. A form is at most three levels deep (an offer's person, a CV); a
// body of 60 KB of `[` costs nothing to refuse here and seconds of CPU further on. The per-route
// bodyLimit still bounds what is read.

/** The deepest nesting of arrays and objects an API body may have. */
export const JSON_MAX_DEPTH = 32;

/** True when `text` opens more than `max` arrays or objects inside each other (strings skipped). */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

class TooDeep extends Error {
  readonly statusCode = 400;
  readonly code = 'VITRINE_JSON_TOO_DEEP';
  constructor() {
    super(`the JSON body is nested deeper than ${JSON_MAX_DEPTH} levels: send the form's fields as the site's forms do`);
  }
}

/** Replaces the instance's application/json parser (call before its routes' plugins are registered). */
export function boundJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  const bounded: FastifyBodyParser<string> = (request, body, done) => {
    if (nestedDeeperThan(body, JSON_MAX_DEPTH)) return done(new TooDeep(), undefined);
    return parse(request, body, done);
  };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, bounded);
}
