import type { Article, Content } from '../../schema/index.js';
import { articleFields, articleFromFields } from './content/article-form.js';
import { readContent } from './content/content-files.js';
import { articlePage } from './content/preview.js';
import type { ContentPlace } from './content/save.js';
import { uploadsIn } from './content/upload-image.js';
import type { EntryKind } from './entry-routes.js';
import { ArticleForm } from './view/ArticleForm.js';
import { ArticleList } from './view/ArticleList.js';
import { ADMIN_ARTICLES } from './view/Nav.js';

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
    previewUrl: async (article, language) =>
      articlePage(article, ((await readContent(place.dir, 'pages.json')).value ?? {}) as Content['pages'], language),
  };
}
