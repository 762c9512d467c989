import type { ReactNode } from 'react';
import type { Language } from '../../../schema/index.js';
import { FormFoot, FormHead, useFormScriptTexts } from '../forms/FormFrame';
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
  const scriptTexts = useFormScriptTexts();
  return (
    <FormIdContext.Provider value={id}>
      <form id={id} className="visitor-form alert-form" noValidate data-alert-form="" {...scriptTexts}>
        <FormHead />
        {children}
        {privacy && (
          <>
            <PrivacyTick locale={locale} />
            <Honeypot formId={id} />
          </>
        )}
        <FormFoot submit={submit} />
      </form>
    </FormIdContext.Provider>
  );
}
