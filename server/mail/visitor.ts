import { DATE_LOCALES, hasLink, type Language, oneLine, PAGE_PATHS, paragraphs } from '../../schema/index.js';
import type { StoredSubmission } from '../outbox/worker.js';
import { unsubscribeLink } from '../submissions/unsubscribe.js';
import { ALERT_MAIL_KIND, renderAlertMail } from './alert.js';
import { renderAlertConfirmation } from './alert-confirmation.js';
import { renderOwnerMail } from './owner.js';

// The e-mails a visitor's form sends to someone else than the agency: the property to the friend
// (send-to-friend), the confirmation of a document request (§8 success messages), of a booking,
// the request to confirm a search alert (double opt-in) and the alert's own e-mails. Pure.
//
// The friend's e-mail goes from the agency's address to an address a stranger typed: it is a fixed
// text naming the sender, the property's link on our own site, and the sender's short note quoted
// (the schema refuses links in names and note; a note that holds one anyway is left out here).

const TEXTS: Record<
  Language,
  {
    friendSubject: string;
    friendIntro: string;
    friendNote: string;
    friendWhy: string;
    documentsSubject: string;
    documents: string;
    visitSubject: string;
    visit: string;
    alertSubject: string;
    alert: string;
    leave: string;
  }
> = {
  fr: {
    friendSubject: '{name} vous envoie un bien',
    friendIntro: '{name} pense que ce bien peut vous intéresser :',
    friendNote: 'Son message :',
    friendWhy:
      'Vous recevez cet e-mail parce que {name} a saisi votre adresse sur notre site. Nous ne l’utilisons pour rien d’autre.',
    documentsSubject: 'Votre demande de documents',
    documents: 'Vous recevrez les documents par e-mail sous peu.',
    visitSubject: 'Votre visite est confirmée',
    visit: 'Votre rendez-vous de visite du {date} est confirmé. À bientôt !',
    alertSubject: 'Votre alerte de biens est enregistrée',
    alert: 'Nous vous écrirons dès qu’un bien correspond à votre recherche.',
    leave: 'Pour ne plus recevoir ces e-mails :',
  },
  nl: {
    friendSubject: '{name} stuurt u een pand',
    friendIntro: '{name} denkt dat dit pand u kan interesseren:',
    friendNote: 'Het bericht:',
    friendWhy: 'U ontvangt deze e-mail omdat {name} uw adres op onze website heeft ingevuld. We gebruiken het voor niets anders.',
    documentsSubject: 'Uw aanvraag van documenten',
    documents: 'U ontvangt de documenten binnenkort per e-mail.',
    visitSubject: 'Uw bezoek is bevestigd',
    visit: 'Uw bezoekafspraak van {date} is bevestigd. Tot dan!',
    alertSubject: 'Uw zoekopdracht is geregistreerd',
    alert: 'We schrijven u zodra een pand bij uw zoekopdracht past.',
    leave: 'Om deze e-mails niet meer te ontvangen:',
  },
  en: {
    friendSubject: '{name} sends you a property',
    friendIntro: '{name} thinks this property may interest you:',
    friendNote: 'Their note:',
    friendWhy: 'You receive this e-mail because {name} entered your address on our website. We use it for nothing else.',
    documentsSubject: 'Your request for documents',
    documents: 'You will receive the documents by e-mail shortly.',
    visitSubject: 'Your viewing is confirmed',
    visit: 'Your viewing on {date} is confirmed. See you soon!',
    alertSubject: 'Your property alert is registered',
    alert: 'We will write as soon as a property matches your search.',
    leave: 'To stop receiving these e-mails:',
  },
  de: {
    friendSubject: '{name} sendet Ihnen eine Immobilie',
    friendIntro: '{name} denkt, dass Sie diese Immobilie interessieren könnte:',
    friendNote: 'Die Nachricht:',
    friendWhy:
      'Sie erhalten diese E-Mail, weil {name} Ihre Adresse auf unserer Website eingegeben hat. Wir verwenden sie für nichts anderes.',
    documentsSubject: 'Ihre Anfrage nach Unterlagen',
    documents: 'Sie erhalten die Unterlagen in Kürze per E-Mail.',
    visitSubject: 'Ihre Besichtigung ist bestätigt',
    visit: 'Ihr Besichtigungstermin am {date} ist bestätigt. Bis bald!',
    alertSubject: 'Ihr Suchauftrag ist gespeichert',
    alert: 'Wir schreiben Ihnen, sobald eine Immobilie zu Ihrer Suche passt.',
    leave: 'Um diese E-Mails nicht mehr zu erhalten:',
  },
};

const fill = (text: string, name: string) => text.replace('{name}', name);
/** The slot's time as the visitor reads it, on the agency's clock. */
const when = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(
    new Date(iso),
  );

export function renderVisitorMail(submission: StoredSubmission, site: { siteName: string; siteUrl: string }) {
  const p = submission.payload;
  if (submission.kind.startsWith('owner-')) return renderOwnerMail(submission, site.siteName);
  if (submission.kind === ALERT_MAIL_KIND) return renderAlertMail(submission, site);
  const language: Language = submission.language in TEXTS ? (submission.language as Language) : 'fr';
  const texts = TEXTS[language];
  const name = oneLine([p.firstName, p.lastName].filter(Boolean).join(' ') || String(p.name ?? p.email ?? ''));
  if (submission.kind === 'send-to-friend' && typeof p.friendEmail === 'string') {
    const link = typeof p.propertyUrl === 'string' ? `${site.siteUrl}${p.propertyUrl}` : site.siteUrl;
    const note = typeof p.note === 'string' && p.note !== '' && !hasLink(p.note) ? paragraphs(p.note).split('\n') : [];
    return {
      to: p.friendEmail,
      subject: fill(texts.friendSubject, name),
      text: [
        fill(texts.friendIntro, name),
        '',
        link,
        '',
        ...(note.length > 0 ? [texts.friendNote, ...note.map((line) => `> ${line}`), ''] : []),
        site.siteName,
        '',
        fill(texts.friendWhy, name),
      ].join('\n'),
    };
  }
  if (submission.kind === 'document-request' && typeof p.email === 'string') {
    return { to: p.email, subject: texts.documentsSubject, text: [texts.documents, '', site.siteName].join('\n') };
  }
  if (submission.kind === 'appointment' && typeof p.email === 'string' && typeof p.slotStart === 'string') {
    return {
      to: p.email,
      subject: texts.visitSubject,
      text: [texts.visit.replace('{date}', when(p.slotStart, language)), '', site.siteName].join('\n'),
    };
  }
  const alertKinds = submission.kind === 'demand-register' || submission.kind === 'save-search';
  if (alertKinds && typeof p.email === 'string' && typeof p.unsubscribeToken === 'string' && typeof p.alertId === 'number') {
    return renderAlertConfirmation({ id: p.alertId, token: p.unsubscribeToken, email: p.email }, language, site);
  }
  // Stored before alerts were confirmed (and sent by us): the receipt with its unsubscribe link.
  if (submission.kind === 'demand-register' && typeof p.email === 'string' && typeof p.unsubscribeToken === 'string') {
    const link = unsubscribeLink(site.siteUrl, PAGE_PATHS.unsubscribe[language], p.email, p.unsubscribeToken);
    return { to: p.email, subject: texts.alertSubject, text: [texts.alert, '', texts.leave, link, '', site.siteName].join('\n') };
  }
  return null;
}
