import { CONSENT_CATEGORIES, type Language } from '../../schema/index.js';
import { useTranslation } from '../locales/use-translation';
import { cookieRowsOf } from './consentData';

/** §4 the cookie policy page: every cookie this configuration can set, per category, from the configuration. */
export function CookieList({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  const rows = cookieRowsOf(locale);
  return (
    <section className="cookie-list" aria-labelledby="cookie-list-title">
      <h2 id="cookie-list-title">{t('consent.listTitle')}</h2>
      {CONSENT_CATEGORIES.map((category) => (
        <div key={category} className="cookie-category">
          <h3>{t(`consent.categories.${category}.title`)}</h3>
          <p>{t(`consent.categories.${category}.description`)}</p>
          {rows[category].length === 0 ? (
            <p>{t('consent.none')}</p>
          ) : (
            <div className="table-scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('consent.name')}</th>
                    <th scope="col">{t('consent.provider')}</th>
                    <th scope="col">{t('consent.purpose')}</th>
                    <th scope="col">{t('consent.duration')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows[category].map((row) => (
                    <tr key={row.name}>
                      <td>
                        <code>{row.name}</code>
                      </td>
                      <td>{row.provider}</td>
                      <td>{row.purpose}</td>
                      <td>{row.duration}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ))}
    </section>
  );
}
