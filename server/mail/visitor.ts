import {
  BOOKING_POLICY,
  BOOKING_TOKEN,
  bookingLink,
  DATE_LOCALES,
  hasLink,
  type Language,
  oneLine,
  PAGE_PATHS,
  paragraphs,
} from '../../schema/index.js';
import { visitNoticeOf } from '../calendar/visit-notice.js';
import type { StoredSubmission } from '../outbox/worker.js';
import { secretOf } from '../submissions/secrets.js';
import { unsubscribeLink } from '../submissions/unsubscribe.js';
import { ALERT_MAIL_KIND, renderAlertMail } from './alert.js';
import { renderAlertConfirmation } from './alert-confirmation.js';
import { renderOwnerMail } from './owner.js';
import { renderStaffMail } from './staff.js';

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
    /** A booking holds its seat until its link confirms it (finding 3): the e-mail asks for that, before {until}. */
    visitHeldSubject: string;
    visitHeld: string;
    visitConfirm: string;
    visitCancel: string;
    visitNotYou: string;
    /** Issue 46: the visit's calendar file, and the e-mails of a cancelled visit. */
    visitCalendar: string;
    visitCancelledSubject: string;
    visitCancelled: string;
    visitCancelledByAgency: string;
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
    visitHeldSubject: 'Confirmez votre visite',
    visitHeld:
      'Nous vous réservons une place pour la visite du {date}. Confirmez-la avant le {until} ({minutes} minutes) : sans confirmation, la place est libérée.',
    visitConfirm: 'Pour confirmer votre visite :',
    visitCancel: 'Pour l’annuler (à tout moment, même confirmée) :',
    visitNotYou: 'Vous n’avez rien réservé ? Ignorez cet e-mail : la place se libérera d’elle-même.',
    visitCalendar: 'Le fichier joint ajoute la visite à votre agenda.',
    visitCancelledSubject: 'Votre visite est annulée',
    visitCancelled: 'Votre visite du {date} est annulée, comme vous l’avez demandé. Le fichier joint la retire de votre agenda.',
    visitCancelledByAgency:
      'L’agence a dû annuler votre visite du {date}. Nous vous contacterons pour en convenir d’une autre. Le fichier joint la retire de votre agenda.',
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
    visitHeldSubject: 'Bevestig uw bezoek',
    visitHeld:
      'We houden een plaats voor u vrij voor het bezoek van {date}. Bevestig ze vóór {until} ({minutes} minuten): zonder bevestiging komt de plaats weer vrij.',
    visitConfirm: 'Om uw bezoek te bevestigen:',
    visitCancel: 'Om het te annuleren (op elk moment, ook na bevestiging):',
    visitNotYou: 'Hebt u niets gereserveerd? Negeer deze e-mail: de plaats komt vanzelf weer vrij.',
    visitCalendar: 'Met het bijgevoegde bestand zet u het bezoek in uw agenda.',
    visitCancelledSubject: 'Uw bezoek is geannuleerd',
    visitCancelled: 'Uw bezoek van {date} is geannuleerd, zoals u vroeg. Het bijgevoegde bestand haalt het uit uw agenda.',
    visitCancelledByAgency:
      'Het kantoor moest uw bezoek van {date} annuleren. We nemen contact met u op om een ander moment af te spreken. Het bijgevoegde bestand haalt het uit uw agenda.',
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
    visitHeldSubject: 'Confirm your viewing',
    visitHeld:
      'We are keeping a place for you at the viewing on {date}. Confirm it before {until} ({minutes} minutes): without confirmation, the place is freed.',
    visitConfirm: 'To confirm your viewing:',
    visitCancel: 'To cancel it (at any time, even once confirmed):',
    visitNotYou: 'You booked nothing? Ignore this e-mail: the place will be freed by itself.',
    visitCalendar: 'The attached file adds the viewing to your calendar.',
    visitCancelledSubject: 'Your viewing is cancelled',
    visitCancelled: 'Your viewing on {date} is cancelled, as you asked. The attached file removes it from your calendar.',
    visitCancelledByAgency:
      'The agency had to cancel your viewing on {date}. We will contact you to agree on another one. The attached file removes it from your calendar.',
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
    visitHeldSubject: 'Bestätigen Sie Ihre Besichtigung',
    visitHeld:
      'Wir halten Ihnen einen Platz für die Besichtigung am {date} frei. Bestätigen Sie ihn vor {until} ({minutes} Minuten): Ohne Bestätigung wird der Platz frei.',
    visitConfirm: 'Um Ihre Besichtigung zu bestätigen:',
    visitCancel: 'Um sie zu stornieren (jederzeit, auch nach der Bestätigung):',
    visitNotYou: 'Sie haben nichts gebucht? Ignorieren Sie diese E-Mail: Der Platz wird von selbst frei.',
    visitCalendar: 'Mit der beigefügten Datei tragen Sie die Besichtigung in Ihren Kalender ein.',
    visitCancelledSubject: 'Ihre Besichtigung ist storniert',
    visitCancelled:
      'Ihre Besichtigung am {date} ist storniert, wie Sie es wünschten. Die beigefügte Datei entfernt sie aus Ihrem Kalender.',
    visitCancelledByAgency:
      'Das Büro musste Ihre Besichtigung am {date} absagen. Wir melden uns, um einen anderen Termin zu vereinbaren. Die beigefügte Datei entfernt sie aus Ihrem Kalender.',
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
  if (submission.kind.startsWith('staff-')) return renderStaffMail(submission, site.siteName);
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
    // The booking's links carry its token, a secret of this e-mail's; a booking from before holds has none: it was confirmed at once.
    const token = secretOf(p, 'visitor', BOOKING_TOKEN);
    if (token && typeof p.heldUntil === 'string') {
      const held = texts.visitHeld
        .replace('{date}', when(p.slotStart, language))
        .replace('{until}', when(p.heldUntil, language))
        .replace('{minutes}', String(BOOKING_POLICY.holdMinutes));
      return {
        to: p.email,
        subject: texts.visitHeldSubject,
        text: [
          held,
          '',
          texts.visitConfirm,
          bookingLink(site.siteUrl, submission.id, token),
          '',
          texts.visitCancel,
          bookingLink(site.siteUrl, submission.id, token, 'cancel'),
          '',
          texts.visitNotYou,
          '',
          site.siteName,
        ].join('\n'),
      };
    }
    return {
      to: p.email,
      subject: texts.visitSubject,
      text: [texts.visit.replace('{date}', when(p.slotStart, language)), '', site.siteName].join('\n'),
    };
  }
  // A change to a booking (issue 46): the visit confirmed or cancelled, with its calendar file (deliver.ts adds it).
  const notice = visitNoticeOf(submission.kind);
  if (notice && typeof p.email === 'string' && typeof p.slotStart === 'string') {
    const date = when(p.slotStart, language);
    if (notice.state === 'confirmed')
      return {
        to: p.email,
        subject: texts.visitSubject,
        text: [texts.visit.replace('{date}', date), texts.visitCalendar, '', site.siteName].join('\n'),
      };
    const cancelled = notice.by === 'agency' ? texts.visitCancelledByAgency : texts.visitCancelled;
    return {
      to: p.email,
      subject: texts.visitCancelledSubject,
      text: [cancelled.replace('{date}', date), '', site.siteName].join('\n'),
    };
  }
  const alertKinds = submission.kind === 'demand-register' || submission.kind === 'save-search';
  // The alert's token rides as a secret until this e-mail is delivered; stored before that, in unsubscribeToken.
  const alertToken = secretOf(p, 'visitor', 'alertToken') ?? p.unsubscribeToken;
  if (alertKinds && typeof p.email === 'string' && typeof alertToken === 'string' && typeof p.alertId === 'number') {
    return renderAlertConfirmation({ id: p.alertId, token: alertToken, email: p.email }, language, site);
  }
  // Stored before alerts were confirmed (and sent by us): the receipt with its unsubscribe link.
  if (submission.kind === 'demand-register' && typeof p.email === 'string' && typeof p.unsubscribeToken === 'string') {
    const link = unsubscribeLink(site.siteUrl, PAGE_PATHS.unsubscribe[language], p.email, p.unsubscribeToken);
    return { to: p.email, subject: texts.alertSubject, text: [texts.alert, '', texts.leave, link, '', site.siteName].join('\n') };
  }
  return null;
}
