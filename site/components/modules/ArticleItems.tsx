import { type Article, DATE_LOCALES, type Language, type Module } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { articlePath } from '../../routing/resolve-path.js';
import { ArticleBody } from '../ArticleBody';

type Heading = 'h2' | 'h3';

/** Where an article reads in full: services and news have their own page (§2 Article routes), others none. */
const linkOf = (article: Article, locale: Language) =>
  article.slug
    ? articlePath('services', locale, article.slug[locale])
    : article.category === 'news'
      ? articlePath('news', locale, article.id)
      : undefined;

/** §3 category / article modules: articles as cards (list-view), dated entries (news-view) or in full (single-view). */
export function ArticleItems({
  articles,
  view,
  locale,
  heading: H,
  pageTitle,
}: {
  articles: readonly Article[];
  view: Module['view'];
  locale: Language;
  heading: Heading;
  /** An article in full under a page of the same title (a legal page) does not repeat its title. */
  pageTitle: string;
}) {
  const { t } = useTranslation();
  if (articles.length === 0) return <p>{t('content.noArticles')}</p>;
  if (view === 'single-view' || view === undefined)
    return (
      <>
        {articles.map((a) => {
          const titled = a.title[locale] !== pageTitle;
          // Without its own title, the article's sub-headings take the title's level: no level skipped.
          const sub = titled ? (H === 'h2' ? 'h3' : 'h4') : H;
          return (
            <article key={a.id} className="article-full">
              {titled && <H>{a.title[locale]}</H>}
              <p className="lead">{a.summary[locale]}</p>
              <ArticleBody blocks={a.body[locale]} heading={sub} />
            </article>
          );
        })}
      </>
    );
  if (view === 'news-view')
    return (
      <ol className="news-list">
        {articles.map((a) => (
          <li key={a.id}>
            {a.date && <NewsDate date={a.date} locale={locale} />}
            <H>
              <a href={articlePath('news', locale, a.id)}>{a.title[locale]}</a>
            </H>
            <p>{a.summary[locale]}</p>
          </li>
        ))}
      </ol>
    );
  return (
    <ul className="item-grid">
      {articles.map((a) => {
        const href = linkOf(a, locale);
        return (
          <li key={a.id} className="article-card">
            <H>{href ? <a href={href}>{a.title[locale]}</a> : a.title[locale]}</H>
            <p>{a.summary[locale]}</p>
            {href && (
              <p className="more" aria-hidden="true">
                {t('content.readMore')} →
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A news article's day, in the page's language. */
export function NewsDate({ date, locale }: { date: string; locale: Language }) {
  return (
    <time dateTime={date}>{new Intl.DateTimeFormat(DATE_LOCALES[locale], { dateStyle: 'long' }).format(new Date(date))}</time>
  );
}
