import type { ArticleKind, Language } from '../../../schema/index.js';
import { pageContextOf } from '../../data/page-context';
import { shareLanguages } from '../../data/prerender-shard';
import { alternatesOf } from '../../routing/alternates';
import { articlePath } from '../../routing/resolve-path';
import { siteContent } from '../../site-config';

/** What the page renders: which services article or agency (useData<ArticlePageData>() in +Page.tsx). */
export interface ArticlePageData {
  kind: ArticleKind;
  id: string;
}

/** §2 Article routes: each services article, news article and agency, in every language. */
export function pageList() {
  const pages = (
    kind: ArticleKind,
    id: string,
    slugOf: (l: Language) => string,
    title: (l: Language) => string,
    description: (l: Language) => string,
  ) => {
    const alternates = alternatesOf((l) => articlePath(kind, l, slugOf(l)));
    return shareLanguages().map((locale) => ({
      url: articlePath(kind, locale, slugOf(locale)),
      pageContext: {
        ...pageContextOf(locale, alternates, { title: title(locale), description: description(locale) }),
        data: { kind, id } satisfies ArticlePageData,
      },
    }));
  };
  return [
    ...siteContent()
      .articles.filter((a) => a.category === 'services')
      .flatMap((a) =>
        pages(
          'services',
          a.id,
          (l) => a.slug?.[l] ?? a.id,
          (l) => a.title[l],
          (l) => a.summary[l],
        ),
      ),
    ...siteContent()
      .articles.filter((a) => a.category === 'news')
      .flatMap((a) =>
        pages(
          'news',
          a.id,
          () => a.id,
          (l) => a.title[l],
          (l) => a.summary[l],
        ),
      ),
    ...siteContent().agencies.flatMap((a) =>
      pages(
        'agencies',
        a.id,
        () => a.id,
        () => a.name,
        (l) => `${a.name}, ${a.street}, ${a.zip} ${a.city}. ${a.hours[l]}`,
      ),
    ),
  ];
}
