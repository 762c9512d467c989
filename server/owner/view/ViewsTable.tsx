import { type OwnerProperty, REFERRER_CLASSES } from '../../../schema/index.js';
import type { ViewContext } from './view-context.js';

// §1 visits today, this week, this month and in total, by source. Sources are rows and periods
// columns: five narrow columns of figures fit a 375 px phone, where seven sources would not.

const PERIODS = ['today', 'week', 'month', 'total'] as const;

export function ViewsTable({ views, idBase, view }: { views: OwnerProperty['views']; idBase: string; view: ViewContext }) {
  const { t, number } = view;
  const captionId = `${idBase}-views`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that may scroll sideways must take the keyboard's focus
    <section className="owner-table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="owner-table owner-views">
        <caption id={captionId} className="sr-only">
          {t('views.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('views.source')}</th>
            {PERIODS.map((period) => (
              <th key={period} scope="col">
                {t(`period.${period}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="owner-views-total">
            <th scope="row">{t('views.allSources')}</th>
            {PERIODS.map((period) => (
              <td key={period}>{number(views[period].total)}</td>
            ))}
          </tr>
          {REFERRER_CLASSES.map((source) => (
            <tr key={source}>
              <th scope="row">{t(`source.${source}`)}</th>
              {PERIODS.map((period) => (
                <td key={period}>{number(views[period].bySource[source] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
