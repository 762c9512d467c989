import { useTranslation } from '../../locales/use-translation';

// The parts every form of the visitor scripts has (VisitorForm, AlertForm): the scripts
// (site/client/forms.ts, site/client/alert/) read these texts and fill these places.

/** The texts the scripts show while they work (the captcha, the sending, the error summary's title), as the form's attributes. */
export function useFormScriptTexts() {
  const { t } = useTranslation();
  return {
    'data-text-working': t('form.captchaWorking'),
    'data-text-done': t('form.captchaDone'),
    'data-text-sending': t('form.sending'),
    'data-text-summary': t('form.summary'),
  };
}

/** Above the fields: §5's legend of the required mark, and the error summary the script fills and focuses. */
export function FormHead() {
  const { t } = useTranslation();
  return (
    <>
      <p className="required-legend">{t('form.requiredLegend')}</p>
      <div className="error-summary" data-summary tabIndex={-1} hidden />
    </>
  );
}

/** Below the fields: the status the script speaks through, and the button. */
export function FormFoot({ submit }: { submit: string }) {
  return (
    <>
      <p className="form-status" role="status" aria-live="polite" data-status />
      <button type="submit" className="button">
        {submit}
      </button>
    </>
  );
}
