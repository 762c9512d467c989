import type { Language } from '../../schema/index.js';
import type { StoredSubmission } from '../outbox/worker.js';

// The e-mails a visitor's form sends to someone else than the agency: the property to the friend
// (send-to-friend), and the confirmation of a document request (§8 success messages). Pure.

const TEXTS: Record<
  Language,
  { friendSubject: string; friendIntro: string; documentsSubject: string; documents: string; visitSubject: string; visit: string }
> = {
  fr: {
    friendSubject: '{name} vous envoie un bien',
    friendIntro: '{name} pense que ce bien peut vous intéresser :',
    documentsSubject: 'Votre demande de documents',
    documents: 'Vous recevrez les documents par e-mail sous peu.',
    visitSubject: 'Votre visite est confirmée',
    visit: 'Votre rendez-vous de visite du {date} est confirmé. À bientôt !',
  },
  nl: {
    friendSubject: '{name} stuurt u een pand',
    friendIntro: '{name} denkt dat dit pand u kan interesseren:',
    documentsSubject: 'Uw aanvraag van documenten',
    documents: 'U ontvangt de documenten binnenkort per e-mail.',
    visitSubject: 'Uw bezoek is bevestigd',
    visit: 'Uw bezoekafspraak van {date} is bevestigd. Tot dan!',
  },
  en: {
    friendSubject: '{name} sends you a property',
    friendIntro: '{name} thinks this property may interest you:',
    documentsSubject: 'Your request for documents',
    documents: 'You will receive the documents by e-mail shortly.',
    visitSubject: 'Your viewing is confirmed',
    visit: 'Your viewing on {date} is confirmed. See you soon!',
  },
  de: {
    friendSubject: '{name} sendet Ihnen eine Immobilie',
    friendIntro: '{name} denkt, dass Sie diese Immobilie interessieren könnte:',
    documentsSubject: 'Ihre Anfrage nach Unterlagen',
    documents: 'Sie erhalten die Unterlagen in Kürze per E-Mail.',
    visitSubject: 'Ihre Besichtigung ist bestätigt',
    visit: 'Ihr Besichtigungstermin am {date} ist bestätigt. Bis bald!',
  },
};

const fill = (text: string, name: string) => text.replace('{name}', name);
const LOCALES: Record<Language, string> = { fr: 'fr-BE', nl: 'nl-BE', en: 'en-GB', de: 'de-BE' };
/** The slot's time as the visitor reads it, on the agency's clock. */
const when = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(
    new Date(iso),
  );

export function renderVisitorMail(submission: StoredSubmission, site: { siteName: string; siteUrl: string }) {
  const p = submission.payload;
  const language: Language = submission.language in TEXTS ? (submission.language as Language) : 'fr';
  const texts = TEXTS[language];
  const name = [p.firstName, p.lastName].filter(Boolean).join(' ') || String(p.name ?? p.email ?? '');
  if (submission.kind === 'send-to-friend' && typeof p.friendEmail === 'string') {
    const link = typeof p.propertyUrl === 'string' ? `${site.siteUrl}${p.propertyUrl}` : site.siteUrl;
    return {
      to: p.friendEmail,
      subject: fill(texts.friendSubject, name),
      text: [fill(texts.friendIntro, name), '', link, '', ...(p.message ? [String(p.message), ''] : []), site.siteName].join(
        '\n',
      ),
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
  return null;
}
