import { formatEuro, type Language, type Property } from '../../../schema/index.js';
import { CheckField, TextArea, TextField } from '../../components/forms/Fields';
import { PersonFields } from '../../components/forms/PersonFields';
import { VisitorForm } from '../../components/forms/VisitorForm';
import { useTranslation } from '../../locales/use-translation';
import type { RentFigures } from './rent-figures';

/**
 * The rent application of an available rental (§3 Form fields, §5 Rent appointment confirmations):
 * the household, the move, the net incomes and the four confirmations with the rental's figures.
 */
export function RentApplicationForm({
  property,
  figures,
  locale,
  submit,
}: {
  property: Property;
  figures: RentFigures;
  locale: Language;
  submit: string;
}) {
  const { t } = useTranslation();
  const due = figures.dueAtSigning;
  return (
    <VisitorForm
      kind="rent-application"
      id="rent-application-form"
      locale={locale}
      submit={submit}
      hidden={{ propertyId: property.id, propertyUrl: property.url }}
    >
      <PersonFields />
      <div className="field-row">
        <TextField name="adults" label={t('rent.adults')} required type="number" min={1} inputMode="numeric" />
        <TextField name="kids" label={t('rent.kids')} type="number" min={0} inputMode="numeric" />
        <TextField name="movingDate" label={t('rent.movingDate')} required type="date" />
      </div>
      <CheckField name="pets">{t('rent.pets')}</CheckField>
      <TextField name="petsDetails" label={t('rent.petsDetails')} required />
      <TextArea name="movingReason" label={t('rent.movingReason')} />
      <div className="field-row">
        <TextField name="incomePerson1" label={t('rent.incomePerson1')} required type="number" min={0} inputMode="decimal" />
        <TextField name="incomePerson2" label={t('rent.incomePerson2')} type="number" min={0} inputMode="decimal" />
      </div>
      <fieldset className="confirmations">
        <legend>{t('rent.confirmations')}</legend>
        <CheckField name="confirmIncome" required>
          {t('rent.confirmIncome', { amount: formatEuro(figures.minimumIncome) })}
        </CheckField>
        <CheckField name="confirmPeople" required>
          {figures.maximumPeople === null
            ? t('rent.confirmPeopleUnknown')
            : t('rent.confirmPeople', { people: figures.maximumPeople })}
        </CheckField>
        <CheckField name="confirmDescription" required>
          {t('rent.confirmDescription')}
        </CheckField>
        <CheckField name="confirmSigning" required>
          {t('rent.confirmSigning', {
            total: formatEuro(due.total),
            rent: formatEuro(due.rent),
            charges: formatEuro(due.charges),
            inventory: formatEuro(due.inventory),
            deposit: formatEuro(due.deposit),
          })}
        </CheckField>
      </fieldset>
    </VisitorForm>
  );
}
