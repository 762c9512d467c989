import type { Agency, Language } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { articlePath } from '../../routing/resolve-path.js';

/** The agency's offices (§2 team page: "plus agencies list"), each leading to its page /agences/{id}/. */
export function AgencyItems({
  agencies,
  locale,
  heading: H,
}: {
  agencies: readonly Agency[];
  locale: Language;
  heading: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  return (
    <ul className="item-grid">
      {agencies.map((a) => (
        <li key={a.id} className="agency-card">
          <H>
            <a href={articlePath('agencies', locale, a.id)}>{a.name}</a>
          </H>
          <AgencyAddress agency={a} locale={locale} />
          <p className="more" aria-hidden="true">
            {t('content.readMore')} →
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Address, phone, e-mail and opening hours of an office. */
export function AgencyAddress({ agency, locale }: { agency: Agency; locale: Language }) {
  const { t } = useTranslation();
  return (
    <>
      <address>
        {agency.street}
        <br />
        {agency.zip} {agency.city}
        <br />
        <a href={`tel:${agency.phone.replace(/[^\d+]/g, '')}`}>{agency.phone}</a>
        <br />
        <a href={`mailto:${agency.email}`}>{agency.email}</a>
      </address>
      <p className="hours">
        <span className="label">{t('content.hours')}</span> {agency.hours[locale]}
      </p>
    </>
  );
}
