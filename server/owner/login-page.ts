import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, type Language, OWNER_SESSION_COOKIE, PAGE_PATHS } from '../../schema/index.js';
import { linkOf, ownerById } from './accounts.js';
import { nowOf, type OwnerContext } from './context.js';
import { ownerDocument } from './portal-document.js';
import { sessionOwner } from './sessions.js';
import { fillOwnerRegion, type OwnerRegion, renderOwnerRegion } from './view/region.js';
import { translatorFor } from './view/texts.js';

// The portal page (§2 login route of each language): the built page is the frame, and its region is
// filled per request: the owner's figures with a live session, the form to choose a password with a
// link's token, the login form otherwise. Never cached: it is one owner's page.

const LOGIN_LANGUAGE = new Map<string, Language>(LANGUAGES.map((language) => [PAGE_PATHS.login[language], language]));

/** The built login page of the language, with the region given. */
export async function loginPageAnswer(
  ctx: Pick<OwnerContext, 'siteDir'>,
  language: Language,
  region: OwnerRegion,
): Promise<string> {
  const frame = await readFile(join(ctx.siteDir, PAGE_PATHS.login[language], 'index.html'), 'utf8');
  return fillOwnerRegion(frame, renderOwnerRegion(region, language));
}

/** What the login route shows to this request. */
async function regionFor(ctx: OwnerContext, request: FastifyRequest, language: Language): Promise<OwnerRegion> {
  const query = request.query as { token?: unknown; out?: unknown };
  const ownerId = await sessionOwner(ctx.db, request.cookies[OWNER_SESSION_COOKIE], nowOf(ctx));
  const owner = ownerId === undefined ? undefined : await ownerById(ctx.db, ownerId);
  if (typeof query.token === 'string') {
    const link = await linkOf(ctx.db, query.token, nowOf(ctx));
    if (link) return { kind: 'set-password', token: query.token, purpose: link.purpose };
    if (!owner) return { kind: 'login', error: translatorFor(language)('api.linkInvalid') };
  }
  if (owner) return { kind: 'portal', data: await ownerDocument(ctx, owner, language) };
  return { kind: 'login', ...(query.out !== undefined && { notice: translatorFor(language)('api.loggedOut') }) };
}

/** An onRequest hook: answers GET and HEAD of the login routes; everything else goes on. */
export function ownerPageHook(ctx: OwnerContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0] ?? '';
    const language = LOGIN_LANGUAGE.get(path) ?? LOGIN_LANGUAGE.get(`${path}/`);
    if (!language) return;
    const page = await loginPageAnswer(ctx, language, await regionFor(ctx, request, language));
    return reply.code(200).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  };
}
