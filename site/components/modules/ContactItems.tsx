import type { Agency, Language } from '../../../schema/index.js';
import { scriptUrl } from '../../data/client-assets';
import { useTranslation } from '../../locales/use-translation';
import { siteConfig } from '../../site-config';
import { PAGE_FORMS } from '../forms/PageForms';
import { AgencyAddress } from './AgencyItems';

/**
 * §3 contact module: an office's details (or the agency's), and the place of the page's form
 * (contact, free valuation, demand register). E-mail and phone stay beside the form: they work
 * with no server and no JavaScript at all.
 */
export function ContactItems({ agency, locale, form }: { agency: Agency | null; locale: Language; form: string }) {
  const { t } = useTranslation();
  const { email, phone } = agency ?? siteConfig().agency;
  // A page with no form of its own (services, documents) offers the site's contact form.
  const Form = PAGE_FORMS[form] ?? PAGE_FORMS.contact;
  return (
    <div className="contact-module">
      {agency && <AgencyAddress agency={agency} locale={locale} />}
      <div className="form-place" data-form={form}>
        {Form && (
          <>
            <Form locale={locale} />
            <script type="module" src={scriptUrl('site/client/forms.ts')} />
          </>
        )}
        <p>{t('form.orReach')}</p>
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
