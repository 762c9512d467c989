import type { Language, Section } from '../../../schema/index.js';
import { RESOURCES } from '../../locales/i18n';
import { useTranslation } from '../../locales/use-translation';
import { FrequencyField } from '../forms/CriteriaFields';
import { TextField } from '../forms/Fields';
import { AlertForm } from './AlertForm';

/**
 * "Save this search" (issue 17): an alert made of the list's filters. Hidden until the list's script
 * shows it on a filtered list, and run by a chunk that script fetches when the visitor reaches for
 * it (site/client/alert/save-search.ts): an unfiltered list loads nothing more.
 */
export function SaveSearch({ section, locale }: { section: Section; locale: Language }) {
  const { t } = useTranslation();
  // Raw templates: the script fills {{summary}} with textContent, never as HTML.
  const { criteria, anything } = RESOURCES[locale].alerts.save;
  return (
    <details
      className="save-search"
      data-save-search=""
      data-section={section}
      data-texts={JSON.stringify({ criteria, anything })}
      hidden
    >
      <summary>{t('alerts.save.open')}</summary>
      <div className="save-search-body">
        <p>{t('alerts.save.lead')}</p>
        <p className="save-search-criteria" data-save-criteria="" />
        <p className="field-hint" data-save-not-kept="" hidden>
          {t('alerts.save.notKept')}
        </p>
        <AlertForm id="save-search-form" locale={locale} submit={t('alerts.save.submit')} privacy>
          <TextField name="email" label={t('form.email')} required type="email" autoComplete="email" inputMode="email" />
          <FrequencyField />
          <p className="field-hint">{t('alerts.optIn')}</p>
        </AlertForm>
        <p className="save-search-done" data-save-done="" tabIndex={-1} hidden>
          {t('alerts.save.done')}
        </p>
      </div>
    </details>
  );
}
