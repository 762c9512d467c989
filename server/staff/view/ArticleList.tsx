import type { Article, Language } from '../../../schema/index.js';
import { ADMIN_ARTICLES } from './Nav.js';
import type { StaffTranslate } from './texts.js';

// The articles, by kind, each with the enabled languages it still lacks a text in.

/** The enabled languages in which the article lacks its title, summary or body. */
export const missingLanguages = (article: Article, languages: readonly Language[]): Language[] =>
  languages.filter((l) => !article.title[l] || !article.summary[l] || !article.body[l] || (article.slug && !article.slug[l]));

export function ArticleList({
  t,
  articles,
  languages,
  language,
}: {
  t: StaffTranslate;
  /** As the file holds them (not checked: a developer's edit may lack a text). */
  articles: readonly Article[];
  languages: readonly Language[];
  language: Language;
}) {
  return (
    <>
      <p>{t('articles.intro')}</p>
      <p>
        <a href={`${ADMIN_ARTICLES}new`}>{t('articles.new')}</a>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('article.title')}</th>
            <th scope="col">{t('article.category')}</th>
            <th scope="col">{t('article.date')}</th>
          </tr>
        </thead>
        <tbody>
          {articles.map((article) => {
            const missing = missingLanguages(article, languages);
            return (
              <tr key={article.id}>
                <td>
                  <a href={`${ADMIN_ARTICLES}${encodeURIComponent(article.id)}`}>
                    {article.title?.[language] ?? Object.values(article.title ?? {})[0] ?? article.id}
                  </a>
                  {missing.length > 0 && (
                    <span className="missing">
                      {' '}
                      {t('articles.missing', { languages: missing.map((l) => l.toUpperCase()).join(', ') })}
                    </span>
                  )}
                </td>
                <td>{t(`category.${article.category}`)}</td>
                <td>{article.date ?? ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p>
        <a href={`${ADMIN_ARTICLES}versions`}>{t('articles.versions')}</a>
      </p>
    </>
  );
}
