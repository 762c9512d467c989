import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isLanguage,
  type Language,
  STAFF_PASSWORD_MIN,
  STAFF_PATHS,
  STAFF_SESSION_COOKIE,
  staffLoginCodeSchema,
  staffLoginSchema,
  staffResetRequestSchema,
  staffSecondFactorSchema,
  staffSetPasswordSchema,
} from '../../schema/index.js';
import { liveLink } from '../accounts/links.js';
import { rateLimitStore } from '../api/rate-limit-store.js';
import { languageOf as acceptedLanguage } from '../api/request-language.js';
import { visitorKey } from '../api/visitor-key.js';
import { PasswordWorkBusy } from '../owner/password-work.js';
import { isSameOrigin } from '../owner/same-origin.js';
import {
  confirmSecondFactor,
  needsSecondFactor,
  type StaffMember,
  setPendingSecret,
  setStaffPassword,
  staffById,
  staffLinkOf,
  useStaffLink,
} from './accounts.js';
import { agencyPages } from './agency-routes.js';
import { articlePages } from './article-routes.js';
import { latestAudit, recordAudit } from './audit.js';
import { liveLanguages } from './content/live-languages.js';
import { createPublisher } from './content/publisher.js';
import { type StaffContext, staffNow } from './context.js';
import { type ContentPages, entryRoutes } from './entry-routes.js';
import { imageRoutes } from './image-routes.js';
import { logInStaff, logInStaffWithCode } from './log-in.js';
import { menuRoutes } from './menu-routes.js';
import { pageRoutes } from './page-routes.js';
import { STAFF_POLICY } from './policy.js';
import { mailStaffResetLink } from './reset-link.js';
import { codeStep, newSecondFactorSecret, secondFactorSetup } from './second-factor.js';
import { closeStaffSession, openStaffSession, sessionStaff } from './sessions.js';
import { settingsRoutes } from './settings-routes.js';
import { ADMIN_STYLESHEET } from './stylesheet.js';
import { teamPages } from './team-routes.js';
import { renderAdminPage } from './view/AdminPage.js';
import { CodeForm, LoginForms, PasswordForm } from './view/Forms.js';
import { Home } from './view/Home.js';
import { SecondFactorSetup } from './view/SecondFactorSetup.js';
import { staffTranslator } from './view/texts.js';

// /admin/ (issue 45): the staff's pages, served by `vitrine serve`. Plain HTML forms that work
// without JavaScript; every post checks its Origin first (CSRF) and is under a per-visitor rate
// limit; the session cookie is HttpOnly, SameSite=Strict, sent to /admin/ only; argon2 work is
// bounded as the owners' (server/owner/password-work.ts). Never cached, never indexed.

/** Nothing but our stylesheet and our own forms: no script, no frame, no other origin. */
const ADMIN_POLICY =
  "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export function staffRoutes(app: FastifyInstance, ctx: StaffContext) {
  const secure = /^https:/i.test(ctx.siteOrigin);
  const cookie = { httpOnly: true, sameSite: 'strict', secure, path: '/admin' } as const;
  /** The page's language before a session names it: the form's field or the query's, else the browser's. */
  const languageOf = (request: FastifyRequest): Language => {
    const body = request.body as { language?: unknown } | undefined;
    const query = request.query as { language?: unknown } | undefined;
    if (isLanguage(body?.language)) return body.language;
    if (isLanguage(query?.language)) return query.language;
    return acceptedLanguage(request, ctx.defaultLanguage);
  };
  const page = (
    reply: FastifyReply,
    status: number,
    language: Language,
    heading: string,
    body: Parameters<typeof renderAdminPage>[2],
    refreshSeconds?: number,
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(renderAdminPage(language, heading, body, refreshSeconds));
  const loginPage = (
    reply: FastifyReply,
    status: number,
    language: Language,
    region: { error?: string; notice?: string; email?: string } = {},
  ) => {
    const t = staffTranslator(language);
    return page(reply, status, language, t('login.heading'), <LoginForms t={t} {...region} />);
  };
  /** A throttled login: the wait, in minutes, and in Retry-After. */
  const lockedPage = (reply: FastifyReply, language: Language, waitSeconds: number, email?: string) => {
    reply.header('retry-after', String(waitSeconds));
    const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
    return loginPage(reply, 429, language, {
      error: staffTranslator(language)('login.locked', { minutes }),
      ...(email && { email }),
    });
  };
  const codePage = (reply: FastifyReply, status: number, language: Language, ticket: string, error?: string) => {
    const t = staffTranslator(language);
    return page(reply, status, language, t('code.heading'), <CodeForm t={t} ticket={ticket} error={error} />);
  };
  const setupPage = (reply: FastifyReply, status: number, member: StaffMember, secret: string, error?: string) => {
    const t = staffTranslator(member.language);
    const { qrSvg } = secondFactorSetup(secret, member.email, ctx.issuer);
    const form = <SecondFactorSetup t={t} secret={secret} qrSvg={qrSvg} required={needsSecondFactor(member)} error={error} />;
    return page(reply, status, member.language, t('setup.heading'), form);
  };
  const signedIn = async (request: FastifyRequest): Promise<StaffMember | undefined> => {
    const id = await sessionStaff(ctx.db, request.cookies[STAFF_SESSION_COOKIE], staffNow(ctx));
    return id === undefined ? undefined : staffById(ctx.db, id);
  };
  const setSession = (reply: FastifyReply, session: { token: string; expiresAt: Date }) =>
    reply.setCookie(STAFF_SESSION_COOKIE, session.token, { ...cookie, expires: session.expiresAt });
  // Resets whose e-mail is still being made when the server stops: it waits for them.
  const resetsUnderWay = new Set<Promise<unknown>>();

  app.register(async (admin) => {
    await admin.register(formbody);
    admin.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('content-security-policy', ADMIN_POLICY);
      reply.header('x-robots-tag', 'noindex, nofollow');
      if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request, ctx.siteOrigin)) {
        const t = staffTranslator(languageOf(request));
        return reply.code(403).type('text/plain; charset=utf-8').send(t('api.crossSite'));
      }
    });
    const { max, windowMs } = ctx.requests ?? STAFF_POLICY.requests;
    await admin.register(rateLimit, {
      max,
      timeWindow: windowMs,
      hook: 'preHandler',
      keyGenerator: (request) => visitorKey(request.ip),
      store: rateLimitStore(ctx.counters('staff', windowMs)),
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        message: staffTranslator(languageOf(request))('api.tooManyRequests', {
          seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
        }),
      }),
    });
    admin.addHook('onClose', async () => {
      await Promise.allSettled(resetsUnderWay);
    });
    admin.setErrorHandler(async (error: FastifyError, request, reply) => {
      const language = languageOf(request);
      if (error instanceof PasswordWorkBusy) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        return loginPage(reply, 503, language, { error: staffTranslator(language)('api.busy') });
      }
      if (error.statusCode === 429) return loginPage(reply, 429, language, { error: error.message });
      throw error;
    });

    if (ctx.content) {
      const content = liveLanguages(ctx.content);
      const { rebuild } = content;
      const publisher =
        rebuild &&
        createPublisher(
          async () => {
            const outcome = await rebuild();
            if (outcome.ok) ctx.onSiteRebuilt?.();
            return outcome;
          },
          () => staffNow(ctx),
        );
      const pages: ContentPages = {
        member: async (request, reply) => {
          const member = await signedIn(request);
          if (!member) reply.code(303).redirect(STAFF_PATHS.login);
          else if (needsSecondFactor(member)) reply.code(303).redirect(STAFF_PATHS.secondFactor);
          else return member;
          return undefined;
        },
        page: (reply, status, member, heading, body, refreshSeconds) =>
          page(reply, status, member.language, heading, body, refreshSeconds),
      };
      entryRoutes(admin, ctx, content, publisher, pages, articlePages(content));
      await imageRoutes(admin, ctx, content, pages, publisher);
      entryRoutes(admin, ctx, content, publisher, pages, teamPages(content));
      entryRoutes(admin, ctx, content, publisher, pages, agencyPages(content));
      pageRoutes(admin, ctx, content, publisher, pages);
      menuRoutes(admin, ctx, content, publisher, pages);
      settingsRoutes(admin, ctx, content, publisher, pages);
    }

    admin.get(ADMIN_STYLESHEET.path, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('text/css; charset=utf-8')
        .send(ADMIN_STYLESHEET.css),
    );
    admin.get('/admin', async (_request, reply) => reply.code(301).redirect(STAFF_PATHS.home));

    admin.get(STAFF_PATHS.home, async (request, reply) => {
      const member = await signedIn(request);
      if (!member) return reply.code(303).redirect(STAFF_PATHS.login);
      if (needsSecondFactor(member)) return reply.code(303).redirect(STAFF_PATHS.secondFactor);
      const t = staffTranslator(member.language);
      const audit = member.role === 'admin' ? await latestAudit(ctx.db) : undefined;
      return page(
        reply,
        200,
        member.language,
        t('home.greeting', { name: member.name || member.email }),
        <Home t={t} member={member} audit={audit} editsContent={ctx.content !== undefined} />,
      );
    });

    admin.get(STAFF_PATHS.login, async (request, reply) => {
      if (await signedIn(request)) return reply.code(303).redirect(STAFF_PATHS.home);
      const language = languageOf(request);
      const out = (request.query as { out?: unknown }).out !== undefined;
      return loginPage(reply, 200, language, out ? { notice: staffTranslator(language)('login.loggedOut') } : {});
    });

    admin.post(STAFF_PATHS.login, async (request, reply) => {
      const language = languageOf(request);
      const t = staffTranslator(language);
      const parsed = staffLoginSchema.safeParse(request.body);
      if (!parsed.success) return loginPage(reply, 401, language, { error: t('login.failed') });
      const outcome = await logInStaff(ctx, { ...parsed.data, address: request.ip });
      if (!outcome.ok && outcome.reason === 'locked') return lockedPage(reply, language, outcome.waitSeconds, parsed.data.email);
      if (!outcome.ok) return loginPage(reply, 401, language, { error: t('login.failed'), email: parsed.data.email });
      if (outcome.ok === 'code') return codePage(reply, 200, outcome.member.language, outcome.ticket);
      setSession(reply, outcome.session);
      return reply.code(303).redirect(STAFF_PATHS.home);
    });

    admin.post(STAFF_PATHS.loginCode, async (request, reply) => {
      const language = languageOf(request);
      const t = staffTranslator(language);
      const parsed = staffLoginCodeSchema.safeParse(request.body);
      if (!parsed.success) return loginPage(reply, 401, language, { error: t('login.failed') });
      const outcome = await logInStaffWithCode(ctx, { ...parsed.data, address: request.ip });
      if (!outcome.ok && outcome.reason === 'locked') return lockedPage(reply, language, outcome.waitSeconds);
      // A wrong code keeps its ticket while the ticket lives; a spent or expired ticket starts the login again.
      if (!outcome.ok) {
        const ticketLives = await liveLink(ctx.db, 'staff', parsed.data.ticket, staffNow(ctx), ['second-factor']);
        return ticketLives
          ? codePage(reply, 401, language, parsed.data.ticket, t('code.wrong'))
          : loginPage(reply, 401, language, { error: t('login.failed') });
      }
      if (outcome.ok !== true) return loginPage(reply, 401, language, { error: t('login.failed') });
      setSession(reply, outcome.session);
      return reply.code(303).redirect(STAFF_PATHS.home);
    });

    admin.get(STAFF_PATHS.secondFactor, async (request, reply) => {
      const member = await signedIn(request);
      if (!member) return reply.code(303).redirect(STAFF_PATHS.login);
      if (member.totpSecret !== null) return reply.code(303).redirect(STAFF_PATHS.home);
      const secret = member.totpPendingSecret ?? newSecondFactorSecret();
      if (member.totpPendingSecret === null) await ctx.commits.run((trx) => setPendingSecret(trx, member.id, secret));
      return setupPage(reply, 200, member, secret);
    });

    admin.post(STAFF_PATHS.secondFactor, async (request, reply) => {
      const member = await signedIn(request);
      if (!member) return reply.code(303).redirect(STAFF_PATHS.login);
      const secret = member.totpPendingSecret;
      if (member.totpSecret !== null || secret === null) return reply.code(303).redirect(STAFF_PATHS.home);
      const now = staffNow(ctx);
      const parsed = staffSecondFactorSchema.safeParse(request.body);
      const step = parsed.success ? codeStep(secret, parsed.data.code, now, null) : undefined;
      const done =
        step !== undefined &&
        (await ctx.commits.run(async (trx) => {
          if (!(await confirmSecondFactor(trx, member.id, secret, step))) return false;
          await recordAudit(
            trx,
            { actor: member.email, action: 'staff-second-factor-set', subject: member.email, detail: {} },
            now,
          );
          return true;
        }));
      if (!done) return setupPage(reply, 400, member, secret, staffTranslator(member.language)('setup.wrong'));
      return reply.code(303).redirect(STAFF_PATHS.home);
    });

    admin.post(STAFF_PATHS.logout, async (request, reply) => {
      const member = await signedIn(request);
      await ctx.commits.run((trx) => closeStaffSession(trx, request.cookies[STAFF_SESSION_COOKIE]));
      reply.clearCookie(STAFF_SESSION_COOKIE, cookie);
      return reply.code(303).redirect(`${STAFF_PATHS.login}?out=1&language=${member?.language ?? languageOf(request)}`);
    });

    admin.get(STAFF_PATHS.password, async (request, reply) => {
      const language = languageOf(request);
      const t = staffTranslator(language);
      const token = (request.query as { token?: unknown }).token;
      const link = typeof token === 'string' && token.length <= 100 ? await staffLinkOf(ctx.db, token, staffNow(ctx)) : undefined;
      if (!link || typeof token !== 'string') return loginPage(reply, 400, language, { error: t('password.linkInvalid') });
      const member = await staffById(ctx.db, link.accountId);
      const own = member?.language ?? language;
      const ownT = staffTranslator(own);
      return page(
        reply,
        200,
        own,
        ownT(`password.heading.${link.purpose}`),
        <PasswordForm t={ownT} token={token} purpose={link.purpose} />,
      );
    });

    admin.post(STAFF_PATHS.password, async (request, reply) => {
      const language = languageOf(request);
      const t = staffTranslator(language);
      const parsed = staffSetPasswordSchema.safeParse(request.body);
      const now = staffNow(ctx);
      const token = String((request.body as { token?: unknown } | undefined)?.token ?? '');
      const link = token.length <= 100 ? await staffLinkOf(ctx.db, token, now) : undefined;
      // The cheap check first: a made-up or spent token costs one indexed read, no hash.
      if (!link) return loginPage(reply, 400, language, { error: t('password.linkInvalid') });
      if (!parsed.success) {
        const mismatch = parsed.error.issues[0]?.path[0] === 'passwordConfirm';
        const error = mismatch ? t('password.mismatch') : t('password.tooShort', { min: STAFF_PASSWORD_MIN });
        return page(
          reply,
          400,
          language,
          t(`password.heading.${link.purpose}`),
          <PasswordForm t={t} token={token} purpose={link.purpose} error={error} />,
        );
      }
      // Hashed before the transaction: the store's lock is not held for the 50 ms of argon2.
      const hash = await ctx.passwords.hash(parsed.data.password);
      const session = await ctx.commits.run(async (trx) => {
        const staffId = await useStaffLink(trx, token, now);
        const member = staffId === undefined ? undefined : await staffById(trx, staffId);
        if (!member) return undefined;
        await setStaffPassword(trx, member.id, hash);
        await recordAudit(
          trx,
          { actor: member.email, action: 'staff-password-set', subject: member.email, detail: { link: link.purpose } },
          now,
        );
        return openStaffSession(trx, member.id, now);
      });
      if (!session) return loginPage(reply, 400, language, { error: t('password.linkInvalid') });
      setSession(reply, session);
      return reply.code(303).redirect(STAFF_PATHS.home);
    });

    admin.post(STAFF_PATHS.passwordReset, async (request, reply) => {
      const language = languageOf(request);
      const t = staffTranslator(language);
      const parsed = staffResetRequestSchema.safeParse(request.body);
      // The same answer, at once, for every address: whether it has an account, whether its hour's
      // links are used up, whether the store answers. The work comes after (reset-link.ts).
      const answered = loginPage(reply, 202, language, { notice: t('forgot.sent') });
      if (!parsed.success) return answered;
      const work = mailStaffResetLink(ctx, parsed.data.email, staffNow(ctx))
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'the reset link of a staff account could not be made or queued'),
        )
        .finally(() => resetsUnderWay.delete(work));
      resetsUnderWay.add(work);
      return answered;
    });
  });
}
