import type { Language } from '../../schema/index.js';

// The texts of our search alerts that the server writes: the alert API's sentences and the two
// e-mails (the confirmation request, the alert itself). The alert page's own texts are the site's
// (site/locales/<lang>/alerts.json).

export interface AlertTexts {
  /** 404: an unknown alert, a wrong token, a link cut short. */
  notFound: string;
  /** 409: a left alert cannot be changed. */
  left: string;
  confirmSubject: string;
  confirmIntro: string;
  confirmButton: string;
  /** {days}: ALERT_CONFIRM_WITHIN_MS in days. */
  confirmValid: string;
  confirmIgnore: string;
  /** Subject with one property, and with {n}. */
  subjectOne: string;
  subjectOther: string;
  intro: string;
  badges: { new: string; 'price-drop': string; back: string };
  /** {price}: the price before the drop. */
  formerPrice: string;
  view: string;
  /** Below the cards when some matches have none: {n} more. */
  moreOne: string;
  moreOther: string;
  list: string;
  manage: string;
  unsubscribe: string;
  why: string;
}

export const ALERT_TEXTS: Record<Language, AlertTexts> = {
  fr: {
    notFound: "Ce lien d'alerte n'est pas valide ou l'alerte n'existe plus.",
    left: 'Cette alerte est arrêtée. Créez-en une nouvelle sur notre site.',
    confirmSubject: 'Confirmez votre alerte de biens',
    confirmIntro:
      'Vous avez demandé à recevoir par e-mail les biens qui correspondent à votre recherche. Confirmez votre adresse pour activer votre alerte :',
    confirmButton: 'Confirmer mon alerte',
    confirmValid: 'Ce lien est valable {days} jours.',
    confirmIgnore: "Si vous n'avez rien demandé, ignorez cet e-mail : vous ne recevrez rien d'autre.",
    subjectOne: '1 bien pour votre recherche',
    subjectOther: '{n} biens pour votre recherche',
    intro: 'Voici ce qui correspond à votre alerte depuis notre dernier e-mail :',
    badges: { new: 'Nouveau', 'price-drop': 'Prix en baisse', back: 'De nouveau disponible' },
    formerPrice: 'au lieu de {price}',
    view: 'Voir le bien',
    moreOne: 'Un autre bien correspond aussi à votre recherche.',
    moreOther: '{n} autres biens correspondent aussi à votre recherche.',
    list: 'Voir tous les résultats',
    manage: 'Modifier mon alerte',
    unsubscribe: 'Me désinscrire',
    why: 'Vous recevez cet e-mail parce que vous avez créé et confirmé une alerte sur notre site.',
  },
  nl: {
    notFound: 'Deze link naar uw zoekopdracht is niet geldig, of de zoekopdracht bestaat niet meer.',
    left: 'Deze zoekopdracht is stopgezet. Maak een nieuwe aan op onze website.',
    confirmSubject: 'Bevestig uw zoekopdracht',
    confirmIntro:
      'U hebt gevraagd om de panden die bij uw zoekopdracht passen per e-mail te ontvangen. Bevestig uw adres om uw zoekopdracht te activeren:',
    confirmButton: 'Mijn zoekopdracht bevestigen',
    confirmValid: 'Deze link is {days} dagen geldig.',
    confirmIgnore: 'Hebt u niets gevraagd? Negeer dan deze e-mail: u ontvangt verder niets.',
    subjectOne: '1 pand voor uw zoekopdracht',
    subjectOther: '{n} panden voor uw zoekopdracht',
    intro: 'Dit past bij uw zoekopdracht sinds onze vorige e-mail:',
    badges: { new: 'Nieuw', 'price-drop': 'Prijsdaling', back: 'Opnieuw beschikbaar' },
    formerPrice: 'in plaats van {price}',
    view: 'Bekijk het pand',
    moreOne: 'Nog een pand past bij uw zoekopdracht.',
    moreOther: 'Nog {n} panden passen bij uw zoekopdracht.',
    list: 'Alle resultaten bekijken',
    manage: 'Mijn zoekopdracht wijzigen',
    unsubscribe: 'Uitschrijven',
    why: 'U ontvangt deze e-mail omdat u op onze website een zoekopdracht hebt aangemaakt en bevestigd.',
  },
  en: {
    notFound: 'This alert link is not valid, or the alert no longer exists.',
    left: 'This alert was stopped. Create a new one on our website.',
    confirmSubject: 'Confirm your property alert',
    confirmIntro:
      'You asked to receive by e-mail the properties that match your search. Confirm your address to start your alert:',
    confirmButton: 'Confirm my alert',
    confirmValid: 'This link is valid for {days} days.',
    confirmIgnore: 'If you did not ask for it, ignore this e-mail: you will receive nothing else.',
    subjectOne: '1 property for your search',
    subjectOther: '{n} properties for your search',
    intro: 'Here is what matches your alert since our last e-mail:',
    badges: { new: 'New', 'price-drop': 'Price reduced', back: 'Available again' },
    formerPrice: 'was {price}',
    view: 'View the property',
    moreOne: 'One more property matches your search.',
    moreOther: '{n} more properties match your search.',
    list: 'See every result',
    manage: 'Change my alert',
    unsubscribe: 'Unsubscribe',
    why: 'You receive this e-mail because you created and confirmed an alert on our website.',
  },
  de: {
    notFound: 'Dieser Link zu Ihrem Suchauftrag ist ungültig, oder der Suchauftrag besteht nicht mehr.',
    left: 'Dieser Suchauftrag wurde beendet. Legen Sie auf unserer Website einen neuen an.',
    confirmSubject: 'Bestätigen Sie Ihren Suchauftrag',
    confirmIntro:
      'Sie möchten die Immobilien, die zu Ihrer Suche passen, per E-Mail erhalten. Bestätigen Sie Ihre Adresse, um Ihren Suchauftrag zu starten:',
    confirmButton: 'Suchauftrag bestätigen',
    confirmValid: 'Dieser Link gilt {days} Tage.',
    confirmIgnore: 'Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Sie erhalten nichts weiter.',
    subjectOne: '1 Immobilie für Ihre Suche',
    subjectOther: '{n} Immobilien für Ihre Suche',
    intro: 'Das passt seit unserer letzten E-Mail zu Ihrem Suchauftrag:',
    badges: { new: 'Neu', 'price-drop': 'Preis gesenkt', back: 'Wieder verfügbar' },
    formerPrice: 'statt {price}',
    view: 'Immobilie ansehen',
    moreOne: 'Eine weitere Immobilie passt zu Ihrer Suche.',
    moreOther: '{n} weitere Immobilien passen zu Ihrer Suche.',
    list: 'Alle Ergebnisse ansehen',
    manage: 'Suchauftrag ändern',
    unsubscribe: 'Abmelden',
    why: 'Sie erhalten diese E-Mail, weil Sie auf unserer Website einen Suchauftrag angelegt und bestätigt haben.',
  },
};
