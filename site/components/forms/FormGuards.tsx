import { type Language, PAGE_PATHS } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { CheckField } from './Fields';

/** §5: sending implies accepting the privacy statement, a box the visitor ticks. */
export function PrivacyTick({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  return (
    <CheckField name="acceptPrivacy" required>
      {t('form.privacyBefore')}{' '}
      <a href={PAGE_PATHS.privacy[locale]} target="_blank" rel="noopener">
        {t('form.privacyLink')}
      </a>
    </CheckField>
  );
}

/** The honeypot: people never see it; a robot that fills it is thanked and forgotten. */
export function Honeypot({ formId }: { formId: string }) {
  const { t } = useTranslation();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${formId}-website`}>{t('form.website')}</label>
      <input id={`${formId}-website`} type="text" name="website" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
