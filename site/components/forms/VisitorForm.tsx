import type { ReactNode } from 'react';
import { FORM_FIELD_CONDITIONS, type FormKind, type Language } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { siteConfig } from '../../site-config';
import { CheckField } from './Fields';
import { FormFoot, FormHead, useFormScriptTexts } from './FormFrame';
import { Honeypot, PrivacyTick } from './FormGuards';
import { FormIdContext } from './FormId';

const tel = (phone: string) => phone.replace(/[^\d+]/g, '');

/**
 * The frame of every visitor form: the required legend of §5, the fields, the newsletter opt-in,
 * the privacy statement to accept, the honeypot, a status area and the button. The script
 * (site/client/forms.ts) does the rest; without it the captcha cannot pass, so a note offers the
 * agency's e-mail and phone instead.
 */
export function VisitorForm({
  kind,
  id,
  locale,
  submit,
  hidden = {},
  newsletter = true,
  privacy = true,
  children,
}: {
  kind: FormKind;
  /** Unique on the page: the fields' ids start with it. */
  id: string;
  locale: Language;
  submit: string;
  /** Fields the visitor does not type (the property's id and path); numbers are sent as numbers. */
  hidden?: Record<string, string | number>;
  newsletter?: boolean;
  /** Whether the privacy statement is to accept (§5); leaving a list needs none. */
  privacy?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const scriptTexts = useFormScriptTexts();
  const { email, phone } = siteConfig().agency;
  return (
    <FormIdContext.Provider value={id}>
      <form
        id={id}
        className="visitor-form"
        method="post"
        action={`/api/forms/${kind}`}
        data-form-kind={kind}
        noValidate
        // Fields that show by the value of others: the script watches them from the start.
        data-conditional={FORM_FIELD_CONDITIONS[kind] ? '' : undefined}
        {...scriptTexts}
      >
        <noscript>
          <p className="form-noscript">
            {t('form.noscript', { email, phone })} <a href={`mailto:${email}`}>{email}</a> ·{' '}
            <a href={`tel:${tel(phone)}`}>{phone}</a>
          </p>
        </noscript>
        <FormHead />
        {Object.entries(hidden).map(([name, value]) => (
          <input
            key={name}
            type="hidden"
            name={name}
            value={value}
            data-type={typeof value === 'number' ? 'number' : undefined}
          />
        ))}
        {children}
        {newsletter && <CheckField name="newsletter">{t('form.newsletter')}</CheckField>}
        {privacy && <PrivacyTick locale={locale} />}
        <Honeypot formId={id} />
        <FormFoot submit={submit} />
      </form>
    </FormIdContext.Provider>
  );
}
