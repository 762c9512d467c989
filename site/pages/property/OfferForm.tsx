import { type Language, OFFER_DEPOSIT_RATE, type Property, TITLES } from '../../../schema/index.js';
import { CheckField, SelectField, TextArea, TextField } from '../../components/forms/Fields';
import { VisitorForm } from '../../components/forms/VisitorForm';
import { useTranslation } from '../../locales/use-translation';

/** One buyer of the offer: title, names and address, under `personA.` or `personB.`. */
function PartyFields({ prefix, required }: { prefix: 'personA' | 'personB'; required: boolean }) {
  const { t } = useTranslation();
  const name = (field: string) => `${prefix}.${field}`;
  return (
    <fieldset className="party" data-field={prefix === 'personB' ? prefix : undefined}>
      <legend>{t(`offer.${prefix}`)}</legend>
      <div className="field-row">
        <SelectField
          name={name('title')}
          label={t('form.title')}
          required={required}
          choose={t('form.choose')}
          options={TITLES.map((title) => ({ value: title, label: t(`form.titles.${title}`) }))}
        />
        <TextField name={name('firstName')} label={t('form.firstName')} required={required} />
        <TextField name={name('lastName')} label={t('form.lastName')} required={required} />
      </div>
      <div className="field-row">
        <TextField name={name('street')} label={t('offer.street')} required={required} />
        <TextField name={name('zip')} label={t('form.zip')} required={required} inputMode="numeric" />
        <TextField name={name('city')} label={t('form.city')} required={required} />
      </div>
    </fieldset>
  );
}

/**
 * §3 Offer form, in Dutch only (§1): buyers A and B, the amount in digits and in words, how long
 * the offer holds, where and when it is signed, its conditions, and §9's deposit of 10 % on the
 * broker's third-party account, which the script works out as the amount is typed.
 */
export function OfferForm({ property, locale, submit }: { property: Property; locale: Language; submit: string }) {
  const { t } = useTranslation();
  const percent = `${OFFER_DEPOSIT_RATE * 100} %`;
  return (
    <VisitorForm
      kind="offer"
      id="offer-form"
      locale={locale}
      submit={submit}
      newsletter={false}
      hidden={{ propertyId: property.id, propertyUrl: property.url }}
    >
      <PartyFields prefix="personA" required />
      <CheckField name="withPersonB">{t('offer.withPersonB')}</CheckField>
      <PartyFields prefix="personB" required />
      <div className="field-row">
        <TextField name="email" label={t('form.email')} required type="email" autoComplete="email" inputMode="email" />
        <TextField name="phone" label={t('form.phone')} required type="tel" autoComplete="tel" />
      </div>
      <div className="field-row">
        <TextField
          name="amount"
          label={t('offer.amount')}
          required
          type="number"
          min={0}
          inputMode="decimal"
          hint={
            <span data-deposit-of="amount" data-text={t('offer.depositIs', { percent, amount: '{amount}' })}>
              {t('offer.depositRule', { percent })}
            </span>
          }
        />
        <TextField name="amountWords" label={t('offer.amountWords')} required />
      </div>
      <div className="field-row">
        <TextField name="startDate" label={t('offer.startDate')} required type="date" />
        <TextField name="endDate" label={t('offer.endDate')} required type="date" />
      </div>
      <div className="field-row">
        <TextField name="place" label={t('offer.place')} required autoComplete="address-level2" />
        <TextField name="signDate" label={t('offer.signDate')} required type="date" />
      </div>
      <TextArea name="conditions" label={t('offer.conditions')} placeholder={t('offer.conditionsPlaceholder')} />
      <CheckField name="depositConfirmed" required>
        {t('offer.depositConfirm', { percent })}
      </CheckField>
    </VisitorForm>
  );
}
