import { useTranslation } from 'react-i18next';
import type { Agency, Language } from '../../../schema/index.js';
import { SITE } from '../../site-config';
import { AgencyAddress } from './AgencyItems';

/**
 * §3 contact module: an office's details (or the agency's), and the place of the page's form. The
 * forms and their server come with their own issue; until then the place offers e-mail and phone,
 * which work with no server at all.
 */
export function ContactItems({ agency, locale, form }: { agency: Agency | null; locale: Language; form: string }) {
  const { t } = useTranslation();
  const { email, phone } = agency ?? SITE.agency;
  return (
    <div className="contact-module">
      {agency && <AgencyAddress agency={agency} locale={locale} />}
      <div className="form-place" data-form={form}>
        <p>{t('content.formPlace')}</p>
        <p className="actions">
          <a className="button" href={`mailto:${email}`}>
            {t('content.writeUs', { email })}
          </a>
          <a className="button secondary" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {t('content.callUs', { phone })}
          </a>
        </p>
      </div>
    </div>
  );
}
