import type { Language } from '../../../schema/index.js';
import type { Outcome } from './bookings.js';

// The booking page's texts (the page the e-mails' links open), in the booking's language. Worded
// for whoever holds the link, the visitor or the agency. {date}, {name} and {until} are filled in.

export interface BookingPageTexts {
  title: string;
  cancelTitle: string;
  /** The visit: its time and who booked it (the name ends in its initial's full stop). */
  visit: string;
  held: string;
  expired: string;
  confirmed: string;
  cancelled: string;
  passed: string;
  confirm: string;
  cancel: string;
  /** What the button just did, or why it did nothing. */
  outcomes: Record<Outcome, string>;
  /** After the visitor's cancellation: the agency hears of it. */
  agencyTold: string;
  notFoundTitle: string;
  notFound: string;
  /** The link to the visit's .ics (issue 46). */
  calendar: string;
}

export const BOOKING_PAGE_TEXTS: Record<Language, BookingPageTexts> = {
  fr: {
    title: 'Votre visite',
    cancelTitle: 'Annuler cette visite ?',
    visit: 'Visite du {date}, au nom de {name}',
    held: 'Cette visite attend sa confirmation jusqu’au {until}. Sans confirmation, sa place est libérée.',
    expired: 'Le délai de confirmation est passé : la place n’est plus réservée. Vous pouvez encore confirmer si elle est libre.',
    confirmed: 'Cette visite est confirmée.',
    cancelled: 'Cette visite est annulée.',
    passed: 'Cette visite a eu lieu : elle ne peut plus être modifiée.',
    confirm: 'Confirmer la visite',
    cancel: 'Annuler la visite',
    outcomes: {
      confirmed: 'Merci : la visite est confirmée. À bientôt !',
      cancelled: 'La visite est annulée et sa place libérée.',
      'already-confirmed': 'Cette visite était déjà confirmée.',
      'already-cancelled': 'Cette visite était déjà annulée.',
      'seat-gone': 'Désolés : la place n’est plus libre. Choisissez un autre créneau sur la page du bien.',
      passed: 'Cette visite a eu lieu : elle ne peut plus être modifiée.',
    },
    agencyTold: 'L’agence en est informée.',
    notFoundTitle: 'Lien non valide',
    notFound: 'Ce lien ne correspond à aucune visite. Vérifiez qu’il est complet, ou contactez l’agence.',
    calendar: 'Ajouter la visite à mon agenda (.ics)',
  },
  nl: {
    title: 'Uw bezoek',
    cancelTitle: 'Dit bezoek annuleren?',
    visit: 'Bezoek van {date}, op naam van {name}',
    held: 'Dit bezoek wacht op bevestiging tot {until}. Zonder bevestiging komt de plaats weer vrij.',
    expired: 'De termijn om te bevestigen is voorbij: de plaats is niet meer gereserveerd. U kunt nog bevestigen als ze vrij is.',
    confirmed: 'Dit bezoek is bevestigd.',
    cancelled: 'Dit bezoek is geannuleerd.',
    passed: 'Dit bezoek heeft plaatsgevonden: het kan niet meer worden gewijzigd.',
    confirm: 'Bezoek bevestigen',
    cancel: 'Bezoek annuleren',
    outcomes: {
      confirmed: 'Dank u: het bezoek is bevestigd. Tot dan!',
      cancelled: 'Het bezoek is geannuleerd en de plaats is vrij.',
      'already-confirmed': 'Dit bezoek was al bevestigd.',
      'already-cancelled': 'Dit bezoek was al geannuleerd.',
      'seat-gone': 'Helaas: de plaats is niet meer vrij. Kies een ander moment op de pagina van het pand.',
      passed: 'Dit bezoek heeft plaatsgevonden: het kan niet meer worden gewijzigd.',
    },
    agencyTold: 'Het kantoor is op de hoogte gebracht.',
    notFoundTitle: 'Ongeldige link',
    notFound: 'Deze link hoort bij geen enkel bezoek. Controleer of hij volledig is, of neem contact op met het kantoor.',
    calendar: 'De afspraak in mijn agenda zetten (.ics)',
  },
  en: {
    title: 'Your viewing',
    cancelTitle: 'Cancel this viewing?',
    visit: 'Viewing on {date}, booked for {name}',
    held: 'This viewing awaits confirmation until {until}. Without it, its place is freed.',
    expired: 'The time to confirm has passed: the place is no longer kept. You can still confirm if it is free.',
    confirmed: 'This viewing is confirmed.',
    cancelled: 'This viewing is cancelled.',
    passed: 'This viewing has taken place: it can no longer be changed.',
    confirm: 'Confirm the viewing',
    cancel: 'Cancel the viewing',
    outcomes: {
      confirmed: 'Thank you: the viewing is confirmed. See you soon!',
      cancelled: 'The viewing is cancelled and its place freed.',
      'already-confirmed': 'This viewing was already confirmed.',
      'already-cancelled': 'This viewing was already cancelled.',
      'seat-gone': 'Sorry: the place is no longer free. Choose another slot on the property’s page.',
      passed: 'This viewing has taken place: it can no longer be changed.',
    },
    agencyTold: 'The agency has been told.',
    notFoundTitle: 'Link not valid',
    notFound: 'This link matches no viewing. Check that it is complete, or contact the agency.',
    calendar: 'Add the viewing to my calendar (.ics)',
  },
  de: {
    title: 'Ihre Besichtigung',
    cancelTitle: 'Diese Besichtigung stornieren?',
    visit: 'Besichtigung am {date}, auf den Namen {name}',
    held: 'Diese Besichtigung wartet bis {until} auf ihre Bestätigung. Ohne Bestätigung wird der Platz frei.',
    expired:
      'Die Frist zur Bestätigung ist abgelaufen: Der Platz ist nicht mehr reserviert. Sie können noch bestätigen, wenn er frei ist.',
    confirmed: 'Diese Besichtigung ist bestätigt.',
    cancelled: 'Diese Besichtigung ist storniert.',
    passed: 'Diese Besichtigung hat stattgefunden: Sie kann nicht mehr geändert werden.',
    confirm: 'Besichtigung bestätigen',
    cancel: 'Besichtigung stornieren',
    outcomes: {
      confirmed: 'Danke: Die Besichtigung ist bestätigt. Bis bald!',
      cancelled: 'Die Besichtigung ist storniert und der Platz frei.',
      'already-confirmed': 'Diese Besichtigung war bereits bestätigt.',
      'already-cancelled': 'Diese Besichtigung war bereits storniert.',
      'seat-gone': 'Leider ist der Platz nicht mehr frei. Wählen Sie einen anderen Termin auf der Seite der Immobilie.',
      passed: 'Diese Besichtigung hat stattgefunden: Sie kann nicht mehr geändert werden.',
    },
    agencyTold: 'Die Agentur ist informiert.',
    notFoundTitle: 'Ungültiger Link',
    notFound: 'Dieser Link gehört zu keiner Besichtigung. Prüfen Sie, ob er vollständig ist, oder kontaktieren Sie die Agentur.',
    calendar: 'Die Besichtigung in meinen Kalender eintragen (.ics)',
  },
};
