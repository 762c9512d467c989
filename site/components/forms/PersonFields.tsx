import { TITLES } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { SelectField, TextField } from './Fields';

/** The person who writes (§3 Form fields): title (Mr, Ms, Miss), names, e-mail and phone. */
export function PersonFields({ phoneRequired = true }: { phoneRequired?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="field-row">
      <SelectField
        name="title"
        label={t('form.title')}
        required
        choose={t('form.choose')}
        autoComplete="honorific-prefix"
        options={TITLES.map((title) => ({ value: title, label: t(`form.titles.${title}`) }))}
      />
      <TextField name="firstName" label={t('form.firstName')} required autoComplete="given-name" />
      <TextField name="lastName" label={t('form.lastName')} required autoComplete="family-name" />
      <TextField name="email" label={t('form.email')} required type="email" autoComplete="email" inputMode="email" />
      <TextField name="phone" label={t('form.phone')} required={phoneRequired} type="tel" autoComplete="tel" />
    </div>
  );
}
