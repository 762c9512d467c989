import type { ReactNode } from 'react';
import type { Language } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { Honeypot, PrivacyTick } from '../forms/FormGuards';
import { FormIdContext } from '../forms/FormId';

/**
 * The frame of the alert forms ("save this search" on a list, the alert page's criteria): the
 * visitor forms' markup (VisitorForm), run by the alert scripts (site/client/alert/) and not by the
 * forms script, which the footer's newsletter may load on any page: they answer in place instead of
 * leading to a thank-you page. Without scripts they stay hidden, so no note is needed.
 */
export function AlertForm({
  id,
  locale,
  submit,
  privacy,
  children,
}: {
  /** Unique on the page: the fields' ids start with it. */
  id: string;
  locale: Language;
  submit: string;
  /** A new alert asks for the privacy statement (§5), a captcha and a honeypot; an existing one has them. */
  privacy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormIdContext.Provider value={id}>
      <form
        id={id}
        className="visitor-form alert-form"
        noValidate
        data-alert-form=""
        data-text-working={t('form.captchaWorking')}
        data-text-done={t('form.captchaDone')}
        data-text-sending={t('form.sending')}
        data-text-summary={t('form.summary')}
      >
        <p className="required-legend">{t('form.requiredLegend')}</p>
        <div className="error-summary" data-summary tabIndex={-1} hidden />
        {children}
        {privacy && (
          <>
            <PrivacyTick locale={locale} />
            <Honeypot formId={id} />
          </>
        )}
        <p className="form-status" role="status" aria-live="polite" data-status />
        <button type="submit" className="button">
          {submit}
        </button>
      </form>
    </FormIdContext.Provider>
  );
}
