import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Article, type Content, DATE_LOCALES } from '../../schema/index.js';
import { cspHeaderOf, inlineScriptHashes } from '../csp.js';
import type { StaffMember } from './accounts.js';
import { articleFields, articleFromFields } from './content/article-form.js';
import { contentText, readContent } from './content/content-files.js';
import { articlePage, withDraftFolder } from './content/preview.js';
import type { Publisher } from './content/publisher.js';
import { type ContentPlace, type FieldIssue, issuesOf, restoreContent, saveContent } from './content/save.js';
import { uploadsIn } from './content/upload-image.js';
import { versionsOf, versionText } from './content/versions.js';
import type { StaffContext } from './context.js';
import { ArticleForm, type ArticleFormProps } from './view/ArticleForm.js';
import { ArticleList } from './view/ArticleList.js';
import { ADMIN_ARTICLES, ADMIN_MEDIA, Nav } from './view/Nav.js';
import type { StaffTranslate } from './view/texts.js';
import { staffTranslator } from './view/texts.js';
import { Versions } from './view/Versions.js';

// /admin/articles/ (issue 45): the list, each article's form with its languages side by side, a new
// one, and the file's versions. A save goes through content/save.ts and, saved, starts the
// publication (content/publisher.ts); the form then says when its change is live.

export interface ContentPages {
  /** The staff member of the request's session, or undefined once the answer (a redirect) is sent. */
  member: (request: FastifyRequest, reply: FastifyReply) => Promise<StaffMember | undefined>;
  page: (
    reply: FastifyReply,
    status: number,
    member: StaffMember,
    heading: string,
    body: React.ReactNode,
    refreshSeconds?: number,
  ) => FastifyReply;
}

const FILE = 'articles.json';

type FormMessage = NonNullable<ArticleFormProps['message']> & { refresh?: boolean };
const idSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .max(80);

/** An article form's fields as posted: texts only, each bounded; anything else is no field. */
const formFields = (body: unknown): Record<string, string> => {
  const parsed = z.record(z.string(), z.string().max(100_000)).safeParse(body);
  return parsed.success ? parsed.data : {};
};

/** What an article form's post names: its fields, and the article's id (typed in for a new one). */
function postedArticle(params: { id: string }, body: unknown) {
  const fields = formFields(body);
  const isNew = params.id === 'new';
  return { fields, isNew, id: isNew ? (fields.id ?? '').trim() : params.id };
}

/** The message of each field an issue of the article at `index` names ("title.nl"); the others as one text. */
function fieldErrors(t: StaffTranslate, issues: readonly FieldIssue[], index: number) {
  const errors: Record<string, string> = {};
  const others: string[] = [];
  for (const issue of issues) {
    const [at, name, language] = issue.path;
    if (at !== index || typeof name !== 'string') {
      others.push(issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
      continue;
    }
    // An image's fields are named apart in the form: "image" for its file, "alt.fr" for its texts.
    const field =
      name === 'image'
        ? language === 'alt' && typeof issue.path[4] === 'string'
          ? `alt.${issue.path[4]}`
          : 'image'
        : typeof language === 'string'
          ? `${name}.${language}`
          : name;
    const required = issue.code === 'invalid_type' || issue.code === 'too_small';
    errors[field] ??=
      issue.code === 'link'
        ? t('field.link', { href: issue.message })
        : required
          ? t('field.required')
          : t('field.invalid', { detail: issue.message });
  }
  return { errors, others };
}

export function contentRoutes(
  admin: FastifyInstance,
  ctx: StaffContext,
  place: ContentPlace,
  publisher: Publisher | undefined,
  pages: ContentPages,
) {
  const articlesOf = (value: unknown) => (Array.isArray(value) ? (value as Article[]) : []);
  /** What the form says of the publication `n` of its last save: under way (the page reloads itself), live, or failed. */
  const publicationMessage = (t: StaffTranslate, n: number, member: StaffMember): FormMessage | undefined => {
    const state = publisher?.stateOf(n);
    if (!state) return undefined;
    if (state.pending) return { text: t('publish.building'), kind: 'notice', refresh: true };
    const time = new Intl.DateTimeFormat(DATE_LOCALES[member.language], {
      timeStyle: 'medium',
      timeZone: 'Europe/Brussels',
    }).format(state.at);
    return state.ok
      ? { text: t('publish.live', { time }), kind: 'notice' }
      : { text: t('publish.failed', { message: state.message ?? '' }), kind: 'error' };
  };
  const formPage = async (
    reply: FastifyReply,
    status: number,
    member: StaffMember,
    id: string | undefined,
    extra: { fields?: ArticleFormProps['fields']; version?: string; errors?: Record<string, string>; message?: FormMessage } = {},
  ) => {
    const t = staffTranslator(member.language);
    const onDisk = await readContent(place.dir, FILE);
    const article = id === undefined ? undefined : articlesOf(onDisk.value).find((a) => a.id === id);
    if (id !== undefined && !article) return reply.code(303).redirect(ADMIN_ARTICLES);
    const fields = extra.fields ?? articleFields(article, place.languages);
    const heading = article
      ? t('article.heading.edit', { title: article.title?.[member.language] ?? article.id })
      : t('article.heading.new');
    const form = (
      <ArticleForm
        t={t}
        action={`${ADMIN_ARTICLES}${id ?? 'new'}`}
        languages={place.languages}
        fields={fields}
        version={extra.version ?? onDisk.digest}
        isNew={id === undefined}
        images={await uploadsIn(place.dir)}
        errors={extra.errors ?? {}}
        message={extra.message}
      />
    );
    return pages.page(
      reply,
      status,
      member,
      heading,
      <>
        <Nav t={t} current="articles" admin={member.role === 'admin'} />
        {form}
      </>,
      extra.message?.refresh ? 2 : undefined,
    );
  };

  admin.get(ADMIN_ARTICLES, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const t = staffTranslator(member.language);
    const { value } = await readContent(place.dir, FILE);
    const list = <ArticleList t={t} articles={articlesOf(value)} languages={place.languages} language={member.language} />;
    return pages.page(
      reply,
      200,
      member,
      t('articles.heading'),
      <>
        <Nav t={t} current="articles" admin={member.role === 'admin'} />
        {list}
      </>,
    );
  });

  admin.get(`${ADMIN_ARTICLES}new`, async (request, reply) => {
    const member = await pages.member(request, reply);
    return member ? formPage(reply, 200, member, undefined) : reply;
  });

  admin.get<{ Querystring: { published?: string } }>(`${ADMIN_ARTICLES}versions`, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const t = staffTranslator(member.language);
    const [versions, onDisk] = await Promise.all([versionsOf(ctx.db, FILE), readContent(place.dir, FILE)]);
    // After a restore: where its publication stands, as after a save.
    const n = Number(request.query.published);
    const message = Number.isInteger(n) && n > 0 ? publicationMessage(t, n, member) : undefined;
    const list = (
      <Versions
        t={t}
        language={member.language}
        versions={versions}
        current={onDisk.digest}
        restoreAction={(id) => `${ADMIN_ARTICLES}versions/${id}`}
      />
    );
    return pages.page(
      reply,
      200,
      member,
      t('versions.heading', { file: t('nav.articles') }),
      <>
        <Nav t={t} current="articles" admin={member.role === 'admin'} />
        {message && (
          <p className={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.text}
          </p>
        )}
        {list}
      </>,
      message?.refresh ? 2 : undefined,
    );
  });

  admin.post<{ Params: { id: string } }>(`${ADMIN_ARTICLES}versions/:id`, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const version = z.coerce.number().int().positive().safeParse(request.params.id);
    const text = version.success ? await versionText(ctx.db, FILE, version.data) : undefined;
    if (!version.success || text === undefined) return reply.code(303).redirect(`${ADMIN_ARTICLES}versions`);
    const outcome = await restoreContent(place, ctx.commits, { file: FILE, version: version.data, text, actor: member.email });
    if (!outcome.ok) {
      const t = staffTranslator(member.language);
      const detail = outcome.reason === 'invalid' ? outcome.issues.map((i) => i.message).join('; ') : '';
      return pages.page(
        reply,
        400,
        member,
        t('versions.heading', { file: t('nav.articles') }),
        <p className="error" role="alert">
          {t('save.other', { detail })}
        </p>,
      );
    }
    const n = publisher?.publish();
    return reply.code(303).redirect(`${ADMIN_ARTICLES}versions${n === undefined ? '' : `?published=${n}`}`);
  });

  admin.get<{ Params: { id: string }; Querystring: { published?: string; saved?: string } }>(
    `${ADMIN_ARTICLES}:id`,
    async (request, reply) => {
      const member = await pages.member(request, reply);
      if (!member) return reply;
      const id = idSchema.safeParse(request.params.id);
      if (!id.success) return reply.code(303).redirect(ADMIN_ARTICLES);
      const t = staffTranslator(member.language);
      const n = Number(request.query.published);
      const message: FormMessage | undefined =
        Number.isInteger(n) && n > 0
          ? publicationMessage(t, n, member)
          : request.query.saved !== undefined
            ? { text: t('publish.manual'), kind: 'notice' }
            : undefined;
      return formPage(reply, 200, member, id.data, { message });
    },
  );

  // The form as it stands, rendered as the visitor would see it in one language; nothing is saved.
  admin.post<{ Params: { id: string }; Querystring: { language?: string } }>(
    `${ADMIN_ARTICLES}:id/preview`,
    async (request, reply) => {
      const member = await pages.member(request, reply);
      if (!member) return reply;
      const t = staffTranslator(member.language);
      const { fields, isNew, id } = postedArticle(request.params, request.body);
      const language = place.languages.find((l) => l === request.query.language) ?? place.languages[0];
      const failed = (detail: string) =>
        pages.page(
          reply,
          400,
          member,
          t('preview.failed', { detail }),
          <p className="error" role="alert">
            {t('preview.failed', { detail })}
          </p>,
        );
      if (!ctx.content?.preview || !language) return failed('—');
      if (!idSchema.safeParse(id).success) return failed(t('article.idHint'));
      const [onDisk, pagesFile] = await Promise.all([readContent(place.dir, FILE), readContent(place.dir, 'pages.json')]);
      const articles = [...articlesOf(onDisk.value)];
      const at = articles.findIndex((a) => a.id === id);
      const draft = articleFromFields(fields, place.languages, isNew || at < 0 ? undefined : articles[at]) as unknown as Article;
      if (at < 0 || isNew) articles.push(draft);
      else articles[at] = draft;
      const issues = await issuesOf(place, FILE, articles);
      if (issues.length > 0) return failed(issues.map((i) => `${i.path.slice(1).join('.')}: ${i.message}`).join('; '));
      const url = articlePage(draft, (pagesFile.value ?? {}) as Content['pages'], language);
      const preview = ctx.content.preview;
      const outcome = await withDraftFolder(place.dir, FILE, contentText(articles), (configDir) => preview({ configDir, url }));
      if (!outcome.ok) return failed(outcome.message);
      // The site's own policy for the page's scripts; still no-store and noindex, as all of /admin/.
      // Its photos from the media folder: one just uploaded reaches the site's /media/ with the next build.
      const html = outcome.html.replace(/(["\s,])\/media\//g, `$1${ADMIN_MEDIA}`);
      return reply
        .header(
          'content-security-policy',
          cspHeaderOf({ scriptHashes: inlineScriptHashes(html), imageOrigins: [], mediaOrigins: [] }),
        )
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  admin.post<{ Params: { id: string } }>(`${ADMIN_ARTICLES}:id`, async (request, reply) => {
    const member = await pages.member(request, reply);
    if (!member) return reply;
    const t = staffTranslator(member.language);
    const { fields, isNew, id } = postedArticle(request.params, request.body);
    if (!idSchema.safeParse(id).success) {
      const errors = { id: t('field.invalid', { detail: t('article.idHint') }) };
      return formPage(reply, 400, member, isNew ? undefined : id, {
        fields,
        errors,
        message: { text: t('save.invalid'), kind: 'error' },
      });
    }
    let index = -1;
    const outcome = await saveContent(place, ctx.commits, {
      file: FILE,
      openedOn: fields.version ?? '',
      actor: member.email,
      summary: id,
      change: (value) => {
        const articles = [...articlesOf(value)];
        index = articles.findIndex((a) => a.id === id);
        const before = index >= 0 ? articles[index] : undefined;
        // A new article whose id is taken is refused by the schema's check of ids used twice.
        const next = articleFromFields(fields, place.languages, isNew ? undefined : before) as unknown as Article;
        if (isNew || index < 0) index = articles.push(next) - 1;
        else articles[index] = next;
        return articles;
      },
    });
    const at = isNew ? undefined : id;
    if (!outcome.ok && outcome.reason === 'stale')
      return formPage(reply, 409, member, at, { fields, message: { text: t('save.stale'), kind: 'error' } });
    if (!outcome.ok) {
      const { errors, others } = fieldErrors(t, outcome.issues, index);
      const text = others.length > 0 ? t('save.other', { detail: others.join('; ') }) : t('save.invalid');
      // The form keeps what was typed, on the version it was opened on.
      return formPage(reply, 400, member, isNew ? undefined : at, {
        fields,
        version: fields.version,
        errors,
        message: { text, kind: 'error' },
      });
    }
    const n = publisher?.publish();
    return reply.code(303).redirect(`${ADMIN_ARTICLES}${encodeURIComponent(id)}?${n === undefined ? 'saved' : `published=${n}`}`);
  });
}
