import { FRIEND_NOTE_MAX, type Language, NO_DOCUMENTS, type Property, sectionOfGoal } from '../../../schema/index.js';
import { ContactTimes } from '../../components/forms/ContactTimes';
import { TextArea, TextField } from '../../components/forms/Fields';
import { FormsLoader } from '../../components/forms/FormsLoader';
import { PersonFields } from '../../components/forms/PersonFields';
import { VisitorForm } from '../../components/forms/VisitorForm';
import { useTranslation } from '../../locales/use-translation';
import { siteConfig } from '../../site-config';
import { OfferForm } from './OfferForm';
import { RentApplicationForm } from './RentApplicationForm';
import { type RentFigures, rentFigures } from './rent-figures';

/** The places of the detail page's forms, by their stable ids (links point at them). */
const PLACES = ['contact-me', 'visit', 'send-to-friend', 'documents', 'rent-application', 'offer'] as const;
type Place = (typeof PLACES)[number];
const KEYS: Record<Place, string> = {
  'contact-me': 'contactMe',
  visit: 'visit',
  'send-to-friend': 'sendToFriend',
  documents: 'documents',
  'rent-application': 'rentApplication',
  offer: 'offer',
};

/**
 * Every property has the first four; an available rental with a published rent takes applications
 * (§5's confirmations need its figures); a property on sale takes offers on its Dutch page (§1).
 */
function placesOf(property: Property, locale: Language, figures: RentFigures | null): Place[] {
  const available = property.status === 'active';
  return PLACES.filter((place) => {
    if (place === 'rent-application') return available && sectionOfGoal(property.goal) === 'rent' && figures !== null;
    if (place === 'offer') return available && sectionOfGoal(property.goal) === 'sale' && locale === 'nl';
    return true;
  });
}

const mailto = (to: string, subject: string, body?: string) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ''}`;

/** A place's form: contact-me with the time slots of §9, a visit request, send-to-friend, documents. */
function PlaceForm({
  place,
  property,
  figures,
  locale,
}: {
  place: Place;
  property: Property;
  figures: RentFigures | null;
  locale: Language;
}) {
  const { t } = useTranslation();
  const about = { propertyId: property.id, propertyUrl: property.url };
  const submit = t(`detail.contact.${KEYS[place]}.action`);
  switch (place) {
    case 'contact-me':
      return (
        <VisitorForm kind="contact-me" id="contact-me-form" locale={locale} submit={submit} hidden={about}>
          <PersonFields />
          <ContactTimes locale={locale} />
          <TextArea name="message" label={t('form.message')} placeholder={t('form.messagePlaceholder')} />
        </VisitorForm>
      );
    case 'visit':
      return (
        <VisitorForm kind="visit-request" id="visit-form" locale={locale} submit={submit} hidden={about}>
          <PersonFields />
          <ContactTimes locale={locale} />
          <TextField name="preferredDates" label={t('form.preferredDates')} placeholder={t('form.preferredDatesPlaceholder')} />
          <TextArea name="message" label={t('form.message')} />
        </VisitorForm>
      );
    case 'send-to-friend':
      return (
        <VisitorForm
          kind="send-to-friend"
          id="send-to-friend-form"
          locale={locale}
          submit={submit}
          hidden={about}
          newsletter={false}
        >
          <div className="field-row">
            <TextField name="firstName" label={t('form.yourFirstName')} required autoComplete="given-name" />
            <TextField name="lastName" label={t('form.yourLastName')} required autoComplete="family-name" />
            <TextField name="email" label={t('form.yourEmail')} required type="email" autoComplete="email" />
            <TextField name="friendEmail" label={t('form.friendEmail')} required type="email" autoComplete="off" />
          </div>
          <TextArea
            name="note"
            label={t('form.friendNote')}
            placeholder={t('form.friendNotePlaceholder')}
            maxLength={FRIEND_NOTE_MAX}
          />
        </VisitorForm>
      );
    case 'documents':
      return (
        <>
          {/* §8 "Aucun document trouvé": none online for this property; the form asks the agency for them. */}
          {property.documents.length === 0 && <p className="no-documents">{NO_DOCUMENTS[locale]}</p>}
          <VisitorForm kind="document-request" id="documents-form" locale={locale} submit={submit} hidden={about}>
            <PersonFields />
          </VisitorForm>
        </>
      );
    case 'rent-application':
      return figures && <RentApplicationForm property={property} figures={figures} locale={locale} submit={submit} />;
    case 'offer':
      return <OfferForm property={property} locale={locale} submit={submit} />;
  }
}

/** The section's id: its forms' loader looks for it. */
const CONTACT_PLACES = 'contact-places';

/**
 * Contact about this property: the agency's phone and e-mail, and the four forms. Contact-me shows
 * at once; the three others wait behind a disclosure. Each keeps its mailto with the property's
 * reference as a fallback line: useful with no server and no JavaScript. Their script comes once
 * the page has loaded (site/components/forms/FormsLoader.tsx): fetched and run before the first
 * paint, it held back the photo, the page's largest paint (docs/benchmarks.md, npm run lighthouse).
 */
export function ContactPlaces({ property, locale }: { property: Property; locale: Language }) {
  const { t } = useTranslation();
  const reference = property.reference ?? String(property.id);
  // The rent application's confirmations state these; none, no application (placesOf).
  const figures = rentFigures(property);
  const site = siteConfig();
  const pageUrl = `${site.url ?? ''}${property.url}`;
  const linkOf = (place: Place) => {
    const subject = t(`detail.contact.${KEYS[place]}.subject`, { reference, title: property.title });
    // Sending to a friend leaves the recipient to the visitor and carries the page's address.
    return place === 'send-to-friend' ? mailto('', subject, pageUrl) : mailto(site.agency.email, subject);
  };
  const tel = site.agency.phone.replace(/[^\d+]/g, '');
  const fallback = (place: Place) => (
    <p className="form-fallback">
      {t('form.fallback')}
      <a className="contact-place-link" href={linkOf(place)}>
        {t(`detail.contact.${KEYS[place]}.action`)}
      </a>
    </p>
  );
  return (
    <section id={CONTACT_PLACES} className="contact-places" aria-labelledby="contact-title">
      <h2 id="contact-title">{t('detail.contact.title')}</h2>
      <p>
        {t('detail.contact.intro', { reference })} <a href={`tel:${tel}`}>{site.agency.phone}</a> ·{' '}
        <a href={mailto(site.agency.email, reference)}>{site.agency.email}</a>
      </p>
      <div className="contact-place-list">
        {placesOf(property, locale, figures).map((place) =>
          place === 'contact-me' ? (
            <section key={place} id={place} className="contact-place open" aria-labelledby={`${place}-title`}>
              <h3 id={`${place}-title`}>{t(`detail.contact.${KEYS[place]}.title`)}</h3>
              <p>{t(`detail.contact.${KEYS[place]}.text`)}</p>
              <PlaceForm place={place} property={property} figures={figures} locale={locale} />
              {fallback(place)}
            </section>
          ) : (
            <details key={place} id={place} className="contact-place">
              <summary>
                <h3>{t(`detail.contact.${KEYS[place]}.title`)}</h3>
                <span>{t(`detail.contact.${KEYS[place]}.text`)}</span>
              </summary>
              <PlaceForm place={place} property={property} figures={figures} locale={locale} />
              {fallback(place)}
            </details>
          ),
        )}
      </div>
      <FormsLoader scope={CONTACT_PLACES} trigger="after-load" />
    </section>
  );
}
