import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  isLanguage,
  type Language,
  LOGIN_FAILED,
  OWNER_API,
  OWNER_PASSWORD_MIN,
  OWNER_SESSION_COOKIE,
  ownerLoginSchema,
  ownerResetRequestSchema,
  ownerSetPasswordSchema,
  PAGE_PATHS,
} from '../../schema/index.js';
import { linkOf, ownerById, setPasswordHash, useLinkToken } from './accounts.js';
import { nowOf, type OwnerContext, type OwnerRouteContext } from './context.js';
import { logIn } from './log-in.js';
import { loginPageAnswer } from './login-page.js';
import { PasswordWorkBusy, passwordWork } from './password-work.js';
import { ownerDocument } from './portal-document.js';
import { limitOwnerRequests } from './request-limit.js';
import { mailResetLink } from './reset-link.js';
import { isSameOrigin } from './same-origin.js';
import { closeOwnerSessions, closeSession, openSession, sessionOwner } from './sessions.js';
import { translatorFor } from './view/texts.js';

// The owner portal's API (issue 14). Each route takes JSON (the agency's tools, a script) or a
// browser's plain form (the portal works without JavaScript): JSON gets JSON, a form gets the login
// page again or a redirect to it. Every state-changing route checks the Origin first (CSRF); every
// route is under a per-visitor rate limit, and argon2 work is bounded (password-work.ts).

/** `passwords`: the bound on argon2 work, shared with /admin/'s logins (server/api/register-api.ts). */
export function ownerRoutes(app: FastifyInstance, options: OwnerContext, passwords = passwordWork(options.argon2)) {
  const ctx: OwnerRouteContext = { ...options, passwords };
  const languageOf = (request: FastifyRequest): Language => {
    const body = request.body as { language?: unknown } | undefined;
    const query = request.query as { language?: unknown } | undefined;
    return isLanguage(body?.language) ? body.language : isLanguage(query?.language) ? query.language : ctx.defaultLanguage;
  };
  const isForm = (request: FastifyRequest) =>
    (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  const loginPath = (language: Language) => PAGE_PATHS.login[language];
  // Secure exactly when the configured public site is https: never from the request's Host or
  // X-Forwarded-Proto, which the sender writes (a trial on http://127.0.0.1 with an http origin gets none).
  const secure = /^https:/i.test(ctx.siteOrigin);

  const setSession = (reply: FastifyReply, session: { token: string; expiresAt: Date }) =>
    reply.setCookie(OWNER_SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure,
      path: '/',
      expires: session.expiresAt,
    });
  const clearSession = (reply: FastifyReply) =>
    reply.clearCookie(OWNER_SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });

  /** A browser's form: the login page with the region given; JSON: the message. */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    region: Parameters<typeof loginPageAnswer>[2],
  ) => {
    const language = languageOf(request);
    if (!isForm(request)) return reply.code(status).send({ message });
    const page = await loginPageAnswer(ctx, language, region);
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  };
  /** Where a refused form comes back to: the password form for a link's post, the login form otherwise. */
  const refusedRegion = (request: FastifyRequest, message: string): Parameters<typeof loginPageAnswer>[2] => {
    const token = (request.body as { token?: unknown } | undefined)?.token;
    return request.routeOptions.url === OWNER_API.password && typeof token === 'string'
      ? { kind: 'set-password', token, purpose: 'reset', error: message }
      : { kind: 'login', error: message };
  };
  // Resets whose e-mail is still being made when the server stops: it waits for them.
  const resetsUnderWay = new Set<Promise<unknown>>();

  app.register(async (owner) => {
    await owner.register(formbody);
    owner.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (request.method !== 'GET' && !isSameOrigin(request, ctx.siteOrigin)) {
        return reply.code(403).send({ message: 'cross-site request refused' });
      }
    });
    await limitOwnerRequests(owner, ctx, languageOf);
    owner.addHook('onClose', async () => {
      await Promise.allSettled(resetsUnderWay);
    });
    // The rate limit's 429 and the argon2 bound's 503 in the visitor's language (a form gets its page
    // again); any other error goes on to the server's handler.
    owner.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error instanceof PasswordWorkBusy) {
        const message = translatorFor(languageOf(request))('api.busy');
        reply.header('retry-after', String(error.retryAfterSeconds));
        return answer(request, reply, 503, message, refusedRegion(request, message));
      }
      if (error.statusCode === 429) return answer(request, reply, 429, error.message, refusedRegion(request, error.message));
      throw error;
    });

    owner.post(OWNER_API.login, async (request, reply) => {
      const language = languageOf(request);
      const parsed = ownerLoginSchema.safeParse(request.body);
      if (!parsed.success)
        return answer(request, reply, 401, LOGIN_FAILED[language], { kind: 'login', error: LOGIN_FAILED[language] });
      const outcome = await logIn(ctx, { ...parsed.data, address: request.ip, language });
      if (!outcome.ok && outcome.reason === 'locked') {
        const minutes = Math.max(1, Math.ceil(outcome.waitSeconds / 60));
        const message = translatorFor(language)('api.locked', { minutes });
        reply.header('retry-after', String(outcome.waitSeconds));
        return answer(request, reply, 429, message, { kind: 'login', error: message, email: parsed.data.email });
      }
      if (!outcome.ok)
        return answer(request, reply, 401, LOGIN_FAILED[language], {
          kind: 'login',
          error: LOGIN_FAILED[language],
          email: parsed.data.email,
        });
      setSession(reply, outcome.session);
      if (isForm(request)) return reply.code(303).redirect(loginPath(language));
      const { email, name } = outcome.owner;
      return reply.code(200).send({ owner: { email, name, language: outcome.owner.language } });
    });

    owner.post(OWNER_API.logout, async (request, reply) => {
      const language = languageOf(request);
      await ctx.commits.run((trx) => closeSession(trx, request.cookies[OWNER_SESSION_COOKIE]));
      clearSession(reply);
      if (isForm(request)) return reply.code(303).redirect(`${loginPath(language)}?out=1`);
      return reply.code(204).send();
    });

    owner.post(OWNER_API.passwordReset, async (request, reply) => {
      const language = languageOf(request);
      const t = translatorFor(language);
      const parsed = ownerResetRequestSchema.safeParse(request.body);
      if (!parsed.success)
        return answer(request, reply, 400, t('api.emailInvalid'), { kind: 'login', error: t('api.emailInvalid') });
      // The same answer, at once, for every well-formed address: whether it has an account, whether
      // its hour's links are used up, whether the store answers. The work comes after (reset-link.ts).
      const answered = await answer(request, reply, 202, t('api.resetSent'), { kind: 'login', notice: t('api.resetSent') });
      const work = mailResetLink(ctx, parsed.data.email, nowOf(ctx))
        .catch((error: unknown) => request.log.error({ err: error }, 'the reset link of an owner could not be made or queued'))
        .finally(() => resetsUnderWay.delete(work));
      resetsUnderWay.add(work);
      return answered;
    });

    owner.post(OWNER_API.password, async (request, reply) => {
      const language = languageOf(request);
      const t = translatorFor(language);
      const parsed = ownerSetPasswordSchema.safeParse(request.body);
      if (!parsed.success) {
        const token = String((request.body as { token?: unknown } | undefined)?.token ?? '');
        const issue = parsed.error.issues[0];
        const message =
          issue?.path[0] === 'passwordConfirm'
            ? t('api.passwordMismatch')
            : issue?.path[0] === 'token'
              ? t('api.linkInvalid')
              : t('api.passwordTooShort', { min: OWNER_PASSWORD_MIN });
        const region =
          issue?.path[0] === 'token'
            ? ({ kind: 'login', error: message } as const)
            : ({ kind: 'set-password', token, purpose: 'reset', error: message } as const);
        return answer(request, reply, 400, message, region);
      }
      const { token, password } = parsed.data;
      const now = nowOf(ctx);
      const refused = () => answer(request, reply, 400, t('api.linkInvalid'), { kind: 'login', error: t('api.linkInvalid') });
      // The cheap check first (finding 4): a made-up or spent token costs one indexed read, no hash.
      if (!(await linkOf(ctx.db, token, now))) return refused();
      // Hashed before the transaction: the store's lock is not held for the 50 ms of argon2.
      const hash = await ctx.passwords.hash(password);
      const session = await ctx.commits.run(async (trx) => {
        const ownerId = await useLinkToken(trx, token, now);
        if (ownerId === undefined) return undefined;
        await setPasswordHash(trx, ownerId, hash);
        await closeOwnerSessions(trx, ownerId);
        return openSession(trx, ownerId, now);
      });
      if (!session) return refused();
      setSession(reply, session);
      if (isForm(request)) return reply.code(303).redirect(loginPath(language));
      return reply.code(200).send({ message: t('api.passwordSet') });
    });

    const loggedIn = async (request: FastifyRequest, reply: FastifyReply) => {
      const ownerId = await sessionOwner(ctx.db, request.cookies[OWNER_SESSION_COOKIE], nowOf(ctx));
      const owner = ownerId === undefined ? undefined : await ownerById(ctx.db, ownerId);
      if (!owner) reply.code(401).send({ message: translatorFor(languageOf(request))('api.notLoggedIn') });
      return owner;
    };

    owner.get(OWNER_API.properties, async (request, reply) => {
      const owner = await loggedIn(request, reply);
      if (!owner) return reply;
      const query = request.query as { language?: unknown };
      return ownerDocument(ctx, owner, isLanguage(query.language) ? query.language : owner.language);
    });

    owner.get<{ Params: { id: string } }>(`${OWNER_API.properties}/:id`, async (request, reply) => {
      const owner = await loggedIn(request, reply);
      if (!owner) return reply;
      const id = z.coerce.number().int().positive().safeParse(request.params.id);
      // Another owner's property, or none: the same 404 (nobody learns which ids exist).
      const document = id.success ? await ownerDocument(ctx, owner, languageOf(request), nowOf(ctx), id.data) : undefined;
      const property = document?.properties[0];
      if (!property) return reply.code(404).send({ message: 'no such property among yours' });
      return { ...document, properties: [property] };
    });
  });
}
