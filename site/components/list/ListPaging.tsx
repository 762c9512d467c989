import { useTranslation } from '../../locales/use-translation';
import { pageLinks } from '../../search/list-filter';

/**
 * Numbered paging (issue 15): previous, the first and last page, the current one and its
 * neighbours, next. `hrefOf` makes a page's link; the list's script draws the same markup for a
 * filtered set (site/client/list/paging.ts).
 */
export function ListPaging({
  page,
  pages,
  label,
  hrefOf,
}: {
  page: number;
  pages: number;
  label: string;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav className="paging" aria-label={label}>
      {page > 1 && (
        <a rel="prev" href={hrefOf(page - 1)}>
          {t('list.previous')}
        </a>
      )}
      {pages > 1 && (
        <ol className="paging-numbers">
          {pageLinks(page, pages).map((p, i) =>
            p === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
              <li key={`gap-${i}`} aria-hidden="true">
                …
              </li>
            ) : (
              <li key={p}>
                <a
                  href={hrefOf(p)}
                  aria-label={t('listFilter.pageLink', { page: p })}
                  aria-current={p === page ? 'page' : undefined}
                >
                  {p}
                </a>
              </li>
            ),
          )}
        </ol>
      )}
      {page < pages && (
        <a rel="next" href={hrefOf(page + 1)}>
          {t('list.next')}
        </a>
      )}
    </nav>
  );
}
