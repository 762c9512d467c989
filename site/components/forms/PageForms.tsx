import type { Language } from '../../../schema/index.js';
import { typeOptionsOf } from '../../data/type-options';
import { useTranslation } from '../../locales/use-translation';
import { CriteriaFields, FrequencyField } from './CriteriaFields';
import { ChoiceGroup, SelectField, TextArea, TextField } from './Fields';
import { PersonFields } from './PersonFields';
import { VisitorForm } from './VisitorForm';

// The forms of the configured pages (§2): contact, free valuation and demand register. Each has
// its own module place (ContactItems' data-form).

export function SiteContactForm({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  return (
    <VisitorForm kind="site-contact" id="site-contact-form" locale={locale} submit={t('form.send')}>
      <PersonFields />
      <TextArea name="message" label={t('form.message')} required placeholder={t('form.messagePlaceholder')} />
    </VisitorForm>
  );
}

export function ValuationForm({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  const types = typeOptionsOf(locale).map((type) => ({ value: type.webId, label: type.name }));
  return (
    <VisitorForm kind="valuation" id="valuation-form" locale={locale} submit={t('form.send')}>
      <PersonFields />
      <div className="field-row">
        <TextField name="street" label={t('form.street')} required autoComplete="address-line1" />
        <TextField name="zip" label={t('form.zip')} required autoComplete="postal-code" inputMode="numeric" />
        <TextField name="city" label={t('form.city')} required autoComplete="address-level2" />
        <SelectField
          name="propertyType"
          label={t('form.propertyType')}
          required
          choose={t('form.choose')}
          options={types}
          numeric
        />
      </div>
      <ChoiceGroup
        name="goal"
        label={t('form.goal')}
        required
        type="radio"
        options={[
          { value: 'sell', label: t('form.goals.sell') },
          { value: 'rent', label: t('form.goals.rent') },
        ]}
      />
      <TextArea name="message" label={t('form.message')} />
    </VisitorForm>
  );
}

export function DemandRegisterForm({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  return (
    <VisitorForm kind="demand-register" id="demand-register-form" locale={locale} submit={t('form.send')}>
      <PersonFields phoneRequired={false} />
      <CriteriaFields locale={locale} required />
      <FrequencyField />
      <p className="field-hint">{t('alerts.optIn')}</p>
    </VisitorForm>
  );
}

/**
 * Leaving the search alert: the e-mail's link gives the address and the token (?email=&token=),
 * which the script puts in the form (data-query). The answer is §8's "Vous avez été désinscrit".
 */
export function UnsubscribeForm({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  return (
    <VisitorForm
      kind="unsubscribe"
      id="unsubscribe-form"
      locale={locale}
      submit={t('unsubscribe.action')}
      newsletter={false}
      privacy={false}
    >
      <p>{t('unsubscribe.text')}</p>
      <TextField name="email" label={t('form.email')} required type="email" autoComplete="email" query="email" />
      <input type="hidden" name="token" data-query="token" />
      <p className="form-status error" data-query-missing="token" hidden>
        {t('unsubscribe.broken')}
      </p>
    </VisitorForm>
  );
}

/** The form of a configured page, by its page key (ContactItems' form place); none elsewhere. */
export const PAGE_FORMS: Partial<Record<string, (props: { locale: Language }) => React.JSX.Element>> = {
  contact: SiteContactForm,
  valuation: ValuationForm,
  demandRegister: DemandRegisterForm,
  unsubscribe: UnsubscribeForm,
};
