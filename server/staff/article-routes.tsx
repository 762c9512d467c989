import type { FastifyInstance } from 'fastify';
import type { Article, Content } from '../../schema/index.js';
import { articleFields, articleFromFields } from './content/article-form.js';
import { readContent } from './content/content-files.js';
import { articlePage } from './content/preview.js';
import type { ContentPlace } from './content/save.js';
import { uploadsIn } from './content/upload-image.js';
import type { StaffContentOptions } from './context.js';
import type { ContentPages, EntryKind } from './entry-routes.js';
import { withEntry } from './entry-save.js';
import { idSchema, postedEntry } from './form-post.js';
import { previewLanguage, previewReply } from './preview-reply.js';
import { ArticleForm } from './view/ArticleForm.js';
import { ArticleList } from './view/ArticleList.js';
import { ADMIN_ARTICLES } from './view/Nav.js';
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
      const language = previewLanguage(content, request.query.language);
      const asking = { content, pages, member, language };
      if (!idSchema.safeParse(id).success) return previewReply(reply, asking, { refused: t('article.idHint') });
      const [onDisk, pagesFile] = await Promise.all([readContent(content.dir, FILE), readContent(content.dir, 'pages.json')]);
      const { entries: articles, entry: draft } = withEntry<Article>(onDisk.value, id, isNew, (before) =>
        kind.fromFields(fields, before),
      );
      return previewReply(reply, asking, {
        file: FILE,
        draft: articles,
        url: (shown) => articlePage(draft, (pagesFile.value ?? {}) as Content['pages'], shown),
      });
    },
  );
}
