import type { Language, Property } from '../../../schema/index.js';
import { ErrorSlot, RequiredMark } from '../../components/forms/Fields';
import { useFieldId } from '../../components/forms/FormId';
import { PersonFields } from '../../components/forms/PersonFields';
import { VisitorForm } from '../../components/forms/VisitorForm';
import { useTranslation } from '../../locales/use-translation';

/** The slots' choice: the script (site/client/form/slots.ts) fills it from /api/appointments/{id}. */
function SlotChoice({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation();
  const id = useFieldId('slotId');
  return (
    <fieldset className="field choices" data-field="slotId" aria-describedby={`${id}-error`}>
      <legend>
        {t('appointment.slots')}
        <RequiredMark required />
      </legend>
      <div
        className="choice-list slot-list"
        data-slots-for={propertyId}
        data-field-id={id}
        data-text-none={t('appointment.none')}
        data-text-full={t('appointment.full')}
        data-text-seats-one={t('appointment.seats_one')}
        data-text-seats-other={t('appointment.seats_other')}
        data-text-failed={t('appointment.failed')}
      >
        <p className="muted">{t('appointment.loading')}</p>
      </div>
      <ErrorSlot id={id} name="slotId" />
    </fieldset>
  );
}

/**
 * §2 appointment plugin: the property's visit slots with their seats left, booked online; the
 * server checks the capacity and holds a seat until the visitor confirms it from the e-mail (§4).
 */
export function AppointmentBooking({ property, locale }: { property: Property; locale: Language }) {
  const { t } = useTranslation();
  return (
    <section id="appointment" className="appointment-booking" aria-labelledby="appointment-title">
      <h2 id="appointment-title">{t('appointment.title')}</h2>
      <p>{t('appointment.intro')}</p>
      <VisitorForm
        kind="appointment"
        id="appointment-form"
        locale={locale}
        submit={t('appointment.book')}
        hidden={{ propertyId: property.id, propertyUrl: property.url }}
      >
        <SlotChoice propertyId={property.id} />
        <PersonFields />
      </VisitorForm>
    </section>
  );
}
