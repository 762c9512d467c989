import { useTranslation } from 'react-i18next';
import type { Property } from '../../../schema/index.js';
import { SITE } from '../../site-config';

/** The four places the detail page's forms go (next issue), by their stable ids. */
const PLACES = ['contact-me', 'visit', 'send-to-friend', 'documents'] as const;
type Place = (typeof PLACES)[number];
const KEYS: Record<Place, string> = {
  'contact-me': 'contactMe',
  visit: 'visit',
  'send-to-friend': 'sendToFriend',
  documents: 'documents',
};

const mailto = (to: string, subject: string, body?: string) =>
  `mailto:${to}?subject=${encodeURIComponent(subject)}${body ? `&body=${encodeURIComponent(body)}` : ''}`;

/**
 * Contact about this property: the agency's phone and e-mail, and the four places of the forms,
 * each a mailto with the property's reference in the subject: useful with no server at all.
 */
export function ContactPlaces({ property }: { property: Property }) {
  const { t } = useTranslation();
  const reference = property.reference ?? String(property.id);
  const pageUrl = `${SITE.url ?? ''}${property.url}`;
  const linkOf = (place: Place) => {
    const key = KEYS[place];
    const subject = t(`detail.contact.${key}.subject`, { reference, title: property.title });
    // Sending to a friend leaves the recipient to the visitor and carries the page's address.
    return place === 'send-to-friend' ? mailto('', subject, pageUrl) : mailto(SITE.agency.email, subject);
  };
  const tel = SITE.agency.phone.replace(/[^\d+]/g, '');
  return (
    <section className="contact-places" aria-labelledby="contact-title">
      <h2 id="contact-title">{t('detail.contact.title')}</h2>
      <p>
        {t('detail.contact.intro', { reference })} <a href={`tel:${tel}`}>{SITE.agency.phone}</a> ·{' '}
        <a href={mailto(SITE.agency.email, reference)}>{SITE.agency.email}</a>
      </p>
      <ul className="contact-place-list">
        {PLACES.map((place) => (
          <li key={place} id={place} className="contact-place">
            <h3>{t(`detail.contact.${KEYS[place]}.title`)}</h3>
            <p>{t(`detail.contact.${KEYS[place]}.text`)}</p>
            <a className="contact-place-link" href={linkOf(place)}>
              {t(`detail.contact.${KEYS[place]}.action`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
