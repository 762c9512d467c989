import { CONTACT_TIME_SLOT_HOURS, CONTACT_TIME_SLOTS, type Language } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { ChoiceGroup } from './Fields';

/** §9 preferred contact time slots, with the hours of the visitor's language (nl: 13:00–16:00). */
export function ContactTimes({ locale }: { locale: Language }) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      name="contactTimes"
      label={t('form.contactTimes')}
      options={CONTACT_TIME_SLOTS.map((slot) => ({ value: slot, label: CONTACT_TIME_SLOT_HOURS[slot][locale] }))}
    />
  );
}
