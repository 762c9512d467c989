import { useData } from 'vike-react/useData';
import { type Language, PAGE_PATHS } from '../../../schema/index.js';
import { ArticleBody, ContentPhoto } from '../../components/ArticleBody';
import { PageHeader, pageBannerOf } from '../../components/Banner';
import { AgencyAddress } from '../../components/modules/AgencyItems';
import { NewsDate } from '../../components/modules/ArticleItems';
import { TeamItems } from '../../components/modules/TeamItems';
import { useTranslation } from '../../locales/use-translation';
import { articlePath } from '../../routing/resolve-path';
import { siteContent } from '../../site-config';
import { usePageLocale } from '../page-locale';
import type { ArticlePageData } from './page-list';

/** A services article or an agency's page (§2 Article routes), with its way back and onwards. */
export default function Page() {
  const data = useData<ArticlePageData>();
  const locale = usePageLocale();
  if (data.kind === 'news') return <NewsArticle id={data.id} locale={locale} />;
  return data.kind === 'services' ? <ServiceArticle id={data.id} locale={locale} /> : <AgencyPage id={data.id} locale={locale} />;
}

/** How many other news articles a news page links to, newest first. */
const OTHER_NEWS = 5;

function NewsArticle({ id, locale }: { id: string; locale: Language }) {
  const { t } = useTranslation();
  const article = siteContent().articles.find((a) => a.id === id);
  if (!article) return null;
  const others = siteContent()
    .articles.filter((a) => a.category === 'news' && a.id !== id)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''))
    .slice(0, OTHER_NEWS);
  return (
    <article className="article-page">
      <Breadcrumb parent={{ name: t('nav.home'), href: PAGE_PATHS.home[locale] }} current={article.title[locale]} />
      <PageHeader banner={pageBannerOf('home')} title={article.title[locale]} description={article.summary[locale]} />
      <div className="article-columns">
        <div>
          {article.date && (
            <p className="news-date">
              <NewsDate date={article.date} locale={locale} />
            </p>
          )}
          {article.image && <ContentPhoto file={article.image.file} alt={article.image.alt[locale]} eager />}
          <ArticleBody blocks={article.body[locale]} />
        </div>
        {others.length > 0 && (
          <aside className="article-aside" aria-labelledby="more-news">
            <h2 id="more-news">{t('content.otherNews')}</h2>
            <ul>
              {others.map((a) => (
                <li key={a.id}>
                  <a href={articlePath('news', locale, a.id)}>{a.title[locale]}</a>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </article>
  );
}

function ServiceArticle({ id, locale }: { id: string; locale: Language }) {
  const { t } = useTranslation();
  const article = siteContent().articles.find((a) => a.id === id);
  if (!article) return null;
  const others = siteContent().articles.filter((a) => a.category === 'services' && a.id !== id);
  return (
    <article className="article-page">
      <Breadcrumb parent={{ name: t('pages.services'), href: PAGE_PATHS.services[locale] }} current={article.title[locale]} />
      <PageHeader banner={pageBannerOf('services')} title={article.title[locale]} description={article.summary[locale]} />
      <div className="article-columns">
        <ArticleBody blocks={article.body[locale]} />
        <aside className="article-aside" aria-labelledby="more-services">
          <h2 id="more-services">{t('content.otherServices')}</h2>
          <ul>
            {others.map((a) => (
              <li key={a.id}>
                <a href={articlePath('services', locale, a.slug?.[locale] ?? a.id)}>{a.title[locale]}</a>
              </li>
            ))}
          </ul>
          <p>
            <a className="button" href={PAGE_PATHS.valuation[locale]}>
              {t('content.valuation')}
            </a>
          </p>
          <p>
            <a href={PAGE_PATHS.contact[locale]}>{t('pages.contact')}</a>
          </p>
        </aside>
      </div>
    </article>
  );
}

function AgencyPage({ id, locale }: { id: string; locale: Language }) {
  const { t } = useTranslation();
  const agency = siteContent().agencies.find((a) => a.id === id);
  if (!agency) return null;
  const team = siteContent().team.filter((m) => m.agency === id);
  return (
    <article className="article-page">
      <Breadcrumb parent={{ name: t('pages.team'), href: PAGE_PATHS.team[locale] }} current={agency.name} />
      <PageHeader banner={pageBannerOf('team')} title={agency.name} />
      <div className="article-columns">
        <ArticleBody blocks={agency.description[locale]} />
        <aside className="article-aside" aria-label={t('content.reachOffice')}>
          <AgencyAddress agency={agency} locale={locale} />
        </aside>
      </div>
      {team.length > 0 && (
        <section className="module" aria-labelledby="office-team">
          <h2 id="office-team">{t('content.officeTeam')}</h2>
          <TeamItems members={team} locale={locale} heading="h3" />
        </section>
      )}
    </article>
  );
}

function Breadcrumb({ parent, current }: { parent: { name: string; href: string }; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <a href={parent.href}>{parent.name}</a>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
