import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Article, Content } from '../../schema/index.js';
import { cspHeaderOf, inlineScriptHashes } from '../csp.js';
import type { StaffMember } from './accounts.js';
import { articleFields, articleFromFields } from './content/article-form.js';
import { contentText, readContent } from './content/content-files.js';
import { articlePage, withDraftFolder } from './content/preview.js';
import type { Publisher } from './content/publisher.js';
import { type ContentPlace, issuesOf } from './content/save.js';
import { uploadsIn } from './content/upload-image.js';
import type { StaffContext } from './context.js';
import { saveEntry } from './entry-save.js';
import { idSchema, postedEntry } from './form-post.js';
import { savedMessage, versionRoutes } from './version-routes.js';
import { ArticleForm, type ArticleFormProps } from './view/ArticleForm.js';
import { ArticleList } from './view/ArticleList.js';
import { ADMIN_ARTICLES, ADMIN_MEDIA, Nav } from './view/Nav.js';
import type { StaffTranslate } from './view/texts.js';
import { staffTranslator } from './view/texts.js';

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
export function contentRoutes(
  admin: FastifyInstance,
  ctx: StaffContext,
  place: ContentPlace,
  publisher: Publisher | undefined,
  pages: ContentPages,
) {
  const articlesOf = (value: unknown) => (Array.isArray(value) ? (value as Article[]) : []);
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

  versionRoutes(admin, ctx, place, publisher, pages, {
    file: FILE,
    base: ADMIN_ARTICLES,
    current: 'articles',
    name: 'nav.articles',
  });

  admin.get<{ Params: { id: string }; Querystring: { published?: string; saved?: string } }>(
    `${ADMIN_ARTICLES}:id`,
    async (request, reply) => {
      const member = await pages.member(request, reply);
      if (!member) return reply;
      const id = idSchema.safeParse(request.params.id);
      if (!id.success) return reply.code(303).redirect(ADMIN_ARTICLES);
      const t = staffTranslator(member.language);
      return formPage(reply, 200, member, id.data, { message: savedMessage(publisher, t, request.query, member) });
    },
  );

  // The form as it stands, rendered as the visitor would see it in one language; nothing is saved.
  admin.post<{ Params: { id: string }; Querystring: { language?: string } }>(
    `${ADMIN_ARTICLES}:id/preview`,
    async (request, reply) => {
      const member = await pages.member(request, reply);
      if (!member) return reply;
      const t = staffTranslator(member.language);
      const { fields, isNew, id } = postedEntry(request.params, request.body);
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
    const posted = postedEntry(request.params, request.body);
    return saveEntry<Article>(reply, {
      place,
      ctx,
      publisher,
      member,
      file: FILE,
      base: ADMIN_ARTICLES,
      posted,
      make: (before) => articleFromFields(posted.fields, place.languages, before) as unknown as Article,
      again: (status, id, extra) => formPage(reply, status, member, id, extra),
    });
  });
}
