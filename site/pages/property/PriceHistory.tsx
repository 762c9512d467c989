import type { Property } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { priceHistoryRows } from './price-history';

/** Issue 17: the property's earlier prices, when it has had more than one. */
export function PriceHistory({ property }: { property: Property }) {
  const { t } = useTranslation();
  const rows = priceHistoryRows(property);
  if (rows.length === 0) return null;
  return (
    <section className="price-history">
      <h2 id="price-history">{t('property.priceHistory.title')}</h2>
      <table aria-labelledby="price-history">
        <thead>
          <tr>
            <th scope="col">{t('property.priceHistory.date')}</th>
            <th scope="col">{t('property.priceHistory.price')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.at}>
              <td>
                <time dateTime={row.at}>{row.date}</time>
              </td>
              <td>{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
