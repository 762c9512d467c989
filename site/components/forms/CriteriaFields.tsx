import { ALERT_FREQUENCIES, type Language } from '../../../schema/index.js';
import { cityOptionsOf } from '../../data/city-options';
import { typeOptionsOf } from '../../data/type-options';
import { useTranslation } from '../../locales/use-translation';
import { ChoiceGroup, TextField } from './Fields';

// What a search alert looks for (schema/alerts.ts): the demand register asks for it, and the alert
// page lets the visitor change it. The alert page's form nests the fields under `criteria.`.

export function CriteriaFields({
  locale,
  prefix = '',
  required = false,
}: {
  locale: Language;
  /** Before each field's name: the alert page's body carries them as `criteria`. */
  prefix?: string;
  /** The demand register asks for a type and a zone (§5); an alert may look for any. */
  required?: boolean;
}) {
  const { t } = useTranslation();
  const types = typeOptionsOf(locale).map((type) => ({ value: type.webId, label: type.name }));
  const cities = cityOptionsOf(locale).map((city) => ({ value: city, label: city }));
  return (
    <>
      <ChoiceGroup
        name={`${prefix}goal`}
        label={t('form.goal')}
        required
        type="radio"
        options={[
          { value: 'buy', label: t('form.goals.buy') },
          { value: 'rent', label: t('form.goals.rentIn') },
        ]}
      />
      <ChoiceGroup name={`${prefix}propertyTypes`} label={t('form.propertyTypes')} required={required} options={types} numeric />
      <ChoiceGroup name={`${prefix}zones`} label={t('form.zones')} required={required} options={cities} scroll />
      <div className="field-row">
        <TextField name={`${prefix}budgetMin`} label={t('form.budgetMin')} type="number" min={0} inputMode="numeric" />
        <TextField name={`${prefix}budgetMax`} label={t('form.budgetMax')} type="number" min={0} inputMode="numeric" />
        <TextField name={`${prefix}bedrooms`} label={t('form.bedrooms')} type="number" min={0} inputMode="numeric" />
        <TextField name={`${prefix}minArea`} label={t('alerts.minArea')} type="number" min={0} inputMode="numeric" />
      </div>
    </>
  );
}

/** How often the alert's e-mails go; daily is the schema's default, so it starts ticked. */
export function FrequencyField() {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      name="frequency"
      label={t('alerts.frequency')}
      required
      type="radio"
      chosen="daily"
      options={ALERT_FREQUENCIES.map((frequency) => ({ value: frequency, label: t(`alerts.frequencies.${frequency}`) }))}
    />
  );
}
