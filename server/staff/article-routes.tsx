import type { FastifyInstance } from 'fastify';
import type { Article, Content } from '../../schema/index.js';
import { cspHeaderOf, inlineScriptHashes } from '../csp.js';
import { articleFields, articleFromFields } from './content/article-form.js';
import { contentText, readContent } from './content/content-files.js';
import { articlePage, withDraftFolder } from './content/preview.js';
import { type ContentPlace, issuesOf } from './content/save.js';
import { uploadsIn } from './content/upload-image.js';
import type { StaffContentOptions } from './context.js';
import type { ContentPages, EntryKind } from './entry-routes.js';
import { withEntry } from './entry-save.js';
import { idSchema, postedEntry } from './form-post.js';
import { ArticleForm } from './view/ArticleForm.js';
import { ArticleList } from './view/ArticleList.js';
import { ADMIN_ARTICLES, ADMIN_MEDIA } from './view/Nav.js';
import { staffTranslator } from './view/texts.js';

// /admin/articles/ (issue 45): the articles of content/articles.json on the entry pages
// (entry-routes.tsx), each form with its languages side by side and the photos to choose from, and
// the preview of a form as it stands.

const FILE = 'articles.json';

export function articlePages(place: ContentPlace): EntryKind<Article> {
  return {
    file: FILE,
    base: ADMIN_ARTICLES,
    current: 'articles',
    name: 'nav.articles',
    listHeading: (t) => t('articles.heading'),
    list: async (t, articles, member) => (
      <ArticleList t={t} articles={articles} languages={place.languages} language={member.language} />
    ),
    heading: (t, shown, member) =>
      shown ? t('article.heading.edit', { title: shown.title?.[member.language] ?? shown.id }) : t('article.heading.new'),
    form: async (props) => <ArticleForm {...props} languages={place.languages} images={await uploadsIn(place.dir)} />,
    fieldsOf: (shown) => articleFields(shown, place.languages),
    fromFields: (fields, before) => articleFromFields(fields, place.languages, before) as unknown as Article,
  };
}

/** The form as it stands, rendered as the visitor would see it in one language; nothing is saved. */
export function articlePreviewRoute(admin: FastifyInstance, content: StaffContentOptions, pages: ContentPages) {
  const kind = articlePages(content);
  admin.post<{ Params: { id: string }; Querystring: { language?: string } }>(
    `${ADMIN_ARTICLES}:id/preview`,
    async (request, reply) => {
      const member = await pages.member(request, reply);
      if (!member) return reply;
      const t = staffTranslator(member.language);
      const { fields, isNew, id } = postedEntry(request.params, request.body);
      const language = content.languages.find((l) => l === request.query.language) ?? content.languages[0];
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
      const preview = content.preview;
      if (!preview || !language) return failed('—');
      if (!idSchema.safeParse(id).success) return failed(t('article.idHint'));
      const [onDisk, pagesFile] = await Promise.all([readContent(content.dir, FILE), readContent(content.dir, 'pages.json')]);
      const { entries: articles, entry: draft } = withEntry<Article>(onDisk.value, id, isNew, (before) =>
        kind.fromFields(fields, before),
      );
      const issues = await issuesOf(content, FILE, articles);
      if (issues.length > 0) return failed(issues.map((i) => `${i.path.slice(1).join('.')}: ${i.message}`).join('; '));
      const url = articlePage(draft, (pagesFile.value ?? {}) as Content['pages'], language);
      const outcome = await withDraftFolder(content.dir, FILE, contentText(articles), (configDir) => preview({ configDir, url }));
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
}
