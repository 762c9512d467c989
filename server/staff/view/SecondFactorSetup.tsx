import { STAFF_PATHS } from '../../../schema/index.js';
import { CodeField, Form } from './Forms.js';
import type { StaffTranslate } from './texts.js';

// Setting up the second factor: the QR code for the authenticator app (SVG from uqr: paths and
// rectangles, no style or script), the key in letters for an app that cannot scan, and the form
// that confirms it with the app's first code.

export function SecondFactorSetup({
  t,
  secret,
  qrSvg,
  required,
  error,
}: {
  t: StaffTranslate;
  secret: string;
  qrSvg: string;
  /** An admin's: no other page of /admin/ opens before it is done. */
  required: boolean;
  error?: string;
}) {
  return (
    <>
      {!required && <p>{t('setup.optional')}</p>}
      <p>{t('setup.intro')}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the QR library's SVG of our own otpauth URI, without style or script */}
      <div className="qr" role="img" aria-label={t('setup.secret')} dangerouslySetInnerHTML={{ __html: qrSvg }} />
      <p>
        {t('setup.secret')} <code className="secret">{secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      <Form action={STAFF_PATHS.secondFactor} error={error}>
        <CodeField id="setup-code" label={t('setup.code')} invalid={Boolean(error)} />
        <button type="submit">{t('setup.submit')}</button>
      </Form>
    </>
  );
}
