import type { Language } from '../spec/languages.js';

// §5 Validation rules: each field's message, per language. French as §5 gives it, verbatim
// (including its "selectionné"); Dutch after §5's Dutch catalogue; English and German to match.

export const FORM_MESSAGE_KEYS = [
  'titleRequired',
  'firstNameRequired',
  'lastNameRequired',
  'emailInvalid',
  'phoneRequired',
  'cityRequired',
  'zipRequired',
  'addressRequired',
  'messageRequired',
  'propertyTypeRequired',
  'zoneRequired',
  'goalRequired',
  'sellGoalRequired',
  'valuationAddressRequired',
  'friendEmailInvalid',
  'captchaInvalid',
  'privacyRequired',
  'startDateInvalid',
  'endDateInvalid',
  'dateInvalid',
  'amountRequired',
  'amountWordsRequired',
  'depositRequired',
  'confirmationRequired',
  'numberInvalid',
  'slotRequired',
  'fileTooLarge',
  'fileType',
  'ratingRequired',
  'nameRequired',
  'placeRequired',
  'noLinks',
  'invalid',
] as const;
export type FormMessage = (typeof FORM_MESSAGE_KEYS)[number];

export const FORM_MESSAGES: Record<Language, Record<FormMessage, string>> = {
  fr: {
    titleRequired: "Vous n'avez pas selectionné votre titre",
    firstNameRequired: "Vous n'avez pas saisi votre prénom",
    lastNameRequired: "Vous n'avez pas saisi votre nom",
    emailInvalid: 'Votre adresse mail est invalide',
    phoneRequired: "Vous n'avez pas saisi votre téléphone",
    cityRequired: "Vous n'avez pas saisi votre ville",
    zipRequired: "Vous n'avez pas saisi votre code postal",
    addressRequired: "Vous n'avez pas saisi votre adresse",
    messageRequired: "Vous n'avez pas saisi votre message",
    propertyTypeRequired: "Vous n'avez pas selectionné le type de bien",
    zoneRequired: "Vous n'avez pas selectionné de commune",
    goalRequired: "Vous n'avez pas selectionné si vous voulez acheter ou louer",
    sellGoalRequired: "Vous n'avez pas sélectionné si vous voulez vendre ou mettre en location",
    valuationAddressRequired: "Vous n'avez pas saisi l'adresse du bien à estimer",
    friendEmailInvalid: "L'adresse mail de votre ami est invalide",
    captchaInvalid: "La vérification anti-robot n'a pas abouti : réessayez",
    privacyRequired: "Vous n'avez pas accepté la déclaration de confidentialité",
    startDateInvalid: "La date de début n'est pas complète",
    endDateInvalid: "La date de fin n'est pas complète ou précède la date de début",
    dateInvalid: "La date n'est pas valide",
    amountRequired: "Vous n'avez pas saisi le montant",
    amountWordsRequired: "Vous n'avez pas saisi le montant en toutes lettres",
    depositRequired: "Vous n'avez pas confirmé l'acompte de 10 %",
    confirmationRequired: "Vous n'avez pas coché cette confirmation",
    numberInvalid: "Ce nombre n'est pas valide",
    slotRequired: "Vous n'avez pas choisi de rendez-vous",
    fileTooLarge: 'Le fichier dépasse 5 Mo',
    fileType: 'Le fichier doit être un PDF ou un document Word ou OpenDocument',
    ratingRequired: "Vous n'avez pas donné de note",
    nameRequired: "Vous n'avez pas saisi de nom",
    placeRequired: "Vous n'avez pas saisi le lieu",
    noLinks: 'Les liens et adresses web ne sont pas acceptés ici',
    invalid: "Cette valeur n'est pas valide",
  },
  nl: {
    titleRequired: 'U hebt uw aanspreking niet geselecteerd',
    firstNameRequired: 'U hebt uw voornaam niet ingevuld',
    lastNameRequired: 'U hebt uw naam niet ingevuld',
    emailInvalid: 'Uw e-mailadres is ongeldig',
    phoneRequired: 'U hebt uw telefoonnummer niet ingevuld',
    cityRequired: 'U hebt uw gemeente niet ingevuld',
    zipRequired: 'U hebt uw postcode niet ingevuld',
    addressRequired: 'U hebt uw adres niet ingevuld',
    messageRequired: 'U hebt uw bericht niet ingevuld',
    propertyTypeRequired: 'Selecteer minstens één type pand',
    zoneRequired: 'Selecteer minstens één geografische zone',
    goalRequired: 'Kies of u wilt kopen of huren',
    sellGoalRequired: 'Kies of u wilt verkopen of verhuren',
    valuationAddressRequired: 'U hebt het adres van het te schatten pand niet ingevuld',
    friendEmailInvalid: 'Het e-mailadres van uw vriend is ongeldig',
    captchaInvalid: 'De ingevoerde tekens zijn niet geldig',
    privacyRequired: 'U hebt de privacyverklaring niet aanvaard',
    startDateInvalid: 'Vul een volledige begindatum in',
    endDateInvalid: 'Vul een volledige en geldige einddatum in',
    dateInvalid: 'Deze datum is niet geldig',
    amountRequired: 'U hebt het bedrag niet ingevuld',
    amountWordsRequired: 'U hebt het bedrag in letters niet ingevuld',
    depositRequired: 'U hebt het voorschot van 10 % niet bevestigd',
    confirmationRequired: 'U hebt deze bevestiging niet aangevinkt',
    numberInvalid: 'Dit getal is niet geldig',
    slotRequired: 'U hebt geen afspraak gekozen',
    fileTooLarge: 'Het bestand is groter dan 5 MB',
    fileType: 'Het bestand moet een PDF-, Word- of OpenDocument-bestand zijn',
    ratingRequired: 'U hebt geen score gegeven',
    nameRequired: 'U hebt geen naam ingevuld',
    placeRequired: 'U hebt de plaats niet ingevuld',
    noLinks: 'Links en webadressen zijn hier niet toegestaan',
    invalid: 'Deze waarde is niet geldig',
  },
  en: {
    titleRequired: 'You have not selected your title',
    firstNameRequired: 'You have not entered your first name',
    lastNameRequired: 'You have not entered your last name',
    emailInvalid: 'Your e-mail address is invalid',
    phoneRequired: 'You have not entered your phone number',
    cityRequired: 'You have not entered your town',
    zipRequired: 'You have not entered your postcode',
    addressRequired: 'You have not entered your address',
    messageRequired: 'You have not entered your message',
    propertyTypeRequired: 'You have not selected the type of property',
    zoneRequired: 'You have not selected an area',
    goalRequired: 'You have not chosen between buying and renting',
    sellGoalRequired: 'You have not chosen between selling and letting',
    valuationAddressRequired: 'You have not entered the address of the property to value',
    friendEmailInvalid: "Your friend's e-mail address is invalid",
    captchaInvalid: 'The entered characters are not valid',
    privacyRequired: 'You have not accepted the privacy statement',
    startDateInvalid: 'The start date is not complete',
    endDateInvalid: 'The end date is not complete or comes before the start date',
    dateInvalid: 'This date is not valid',
    amountRequired: 'You have not entered the amount',
    amountWordsRequired: 'You have not entered the amount in words',
    depositRequired: 'You have not confirmed the 10 % deposit',
    confirmationRequired: 'You have not ticked this confirmation',
    numberInvalid: 'This number is not valid',
    slotRequired: 'You have not chosen an appointment',
    fileTooLarge: 'The file is larger than 5 MB',
    fileType: 'The file must be a PDF, Word or OpenDocument file',
    ratingRequired: 'You have not given a rating',
    nameRequired: 'You have not entered a name',
    placeRequired: 'You have not entered the place',
    noLinks: 'Links and web addresses are not allowed here',
    invalid: 'This value is not valid',
  },
  de: {
    titleRequired: 'Sie haben Ihre Anrede nicht ausgewählt',
    firstNameRequired: 'Sie haben Ihren Vornamen nicht eingegeben',
    lastNameRequired: 'Sie haben Ihren Namen nicht eingegeben',
    emailInvalid: 'Ihre E-Mail-Adresse ist ungültig',
    phoneRequired: 'Sie haben Ihre Telefonnummer nicht eingegeben',
    cityRequired: 'Sie haben Ihren Ort nicht eingegeben',
    zipRequired: 'Sie haben Ihre Postleitzahl nicht eingegeben',
    addressRequired: 'Sie haben Ihre Adresse nicht eingegeben',
    messageRequired: 'Sie haben Ihre Nachricht nicht eingegeben',
    propertyTypeRequired: 'Sie haben die Art der Immobilie nicht ausgewählt',
    zoneRequired: 'Sie haben keine Gemeinde ausgewählt',
    goalRequired: 'Sie haben nicht gewählt, ob Sie kaufen oder mieten möchten',
    sellGoalRequired: 'Sie haben nicht gewählt, ob Sie verkaufen oder vermieten möchten',
    valuationAddressRequired: 'Sie haben die Adresse der zu bewertenden Immobilie nicht eingegeben',
    friendEmailInvalid: 'Die E-Mail-Adresse Ihres Freundes ist ungültig',
    captchaInvalid: 'Die eingegebenen Zeichen sind ungültig',
    privacyRequired: 'Sie haben die Datenschutzerklärung nicht akzeptiert',
    startDateInvalid: 'Das Anfangsdatum ist unvollständig',
    endDateInvalid: 'Das Enddatum ist unvollständig oder liegt vor dem Anfangsdatum',
    dateInvalid: 'Dieses Datum ist ungültig',
    amountRequired: 'Sie haben den Betrag nicht eingegeben',
    amountWordsRequired: 'Sie haben den Betrag in Worten nicht eingegeben',
    depositRequired: 'Sie haben die Anzahlung von 10 % nicht bestätigt',
    confirmationRequired: 'Sie haben diese Bestätigung nicht angekreuzt',
    numberInvalid: 'Diese Zahl ist ungültig',
    slotRequired: 'Sie haben keinen Termin gewählt',
    fileTooLarge: 'Die Datei ist größer als 5 MB',
    fileType: 'Die Datei muss eine PDF-, Word- oder OpenDocument-Datei sein',
    ratingRequired: 'Sie haben keine Bewertung abgegeben',
    nameRequired: 'Sie haben keinen Namen eingegeben',
    placeRequired: 'Sie haben den Ort nicht eingegeben',
    noLinks: 'Links und Webadressen sind hier nicht erlaubt',
    invalid: 'Dieser Wert ist ungültig',
  },
};

/** §8 texts of the forms, and the answers to a too large body (413) and too many posts (429). */
export const FORM_ERRORS: Record<
  Language,
  {
    apiError: string;
    sendFailed: string;
    documentsAlreadyRequested: string;
    appointmentsFull: string;
    /** An e-mail address already holds a booking of this property, not yet confirmed (BOOKING_POLICY). */
    appointmentAlreadyHeld: string;
    /** A visitor past BOOKING_POLICY.heldPerVisitor bookings held at once (429). */
    appointmentsHeldTooMany: string;
    tooLarge: string;
    tooManyRequests: string;
    unsubscribeInvalid: string;
    /** Send-to-friend past FRIEND_MAILS_PER_DAY for one friend's address (429). */
    friendLimit: string;
    /** Any form that mails the address typed, past RECIPIENT_MAILS_PER_DAY for it (429). */
    recipientLimit: string;
    /** A search alert while the address has one of that form still to confirm (429). */
    confirmationPending: string;
    /** §8 Testimonial failure: the testimonial form's answer when it could not be sent. */
    testimonialFailed: string;
  }
> = {
  fr: {
    apiError: "Il y a une erreur dans l'API",
    sendFailed: "Votre e-mail n'a pas été envoyé. Veuillez réessayer.",
    documentsAlreadyRequested: 'Vous avez déjà demandé les documents pour ce bien.',
    appointmentsFull: 'Les rendez-vous sont complets',
    appointmentAlreadyHeld:
      'Vous avez déjà une visite de ce bien qui attend votre confirmation : confirmez-la ou annulez-la par les liens de l’e-mail que nous vous avons envoyé.',
    appointmentsHeldTooMany:
      'Vous avez plusieurs visites qui attendent votre confirmation. Confirmez-les par les liens de nos e-mails, puis réessayez.',
    tooLarge: 'Votre envoi est trop volumineux. Raccourcissez votre message ou joignez un fichier plus petit.',
    tooManyRequests: "Vous avez envoyé trop de formulaires d'un coup. Patientez une minute puis réessayez.",
    unsubscribeInvalid: "Ce lien de désinscription n'est pas valide. Écrivez-nous et nous vous désinscrirons.",
    friendLimit: 'Cette adresse a déjà reçu plusieurs biens aujourd’hui. Réessayez demain.',
    recipientLimit: 'Cette adresse a déjà reçu plusieurs e-mails de notre part aujourd’hui. Réessayez demain ou appelez-nous.',
    confirmationPending:
      'Un e-mail de confirmation attend déjà à cette adresse : cliquez sur son lien, puis enregistrez une autre recherche si vous le souhaitez.',
    testimonialFailed: 'Témoignage NON envoyé !',
  },
  nl: {
    apiError: 'Er is een fout in de API',
    sendFailed: 'E-mail verzenden is mislukt',
    documentsAlreadyRequested: 'U hebt de documenten voor dit pand al aangevraagd.',
    appointmentsFull: 'De afspraken zijn volzet',
    appointmentAlreadyHeld:
      'U hebt al een bezoek aan dit pand dat op uw bevestiging wacht: bevestig of annuleer het via de links in de e-mail die we u stuurden.',
    appointmentsHeldTooMany:
      'U hebt meerdere bezoeken die op uw bevestiging wachten. Bevestig ze via de links in onze e-mails en probeer het dan opnieuw.',
    tooLarge: 'Uw bericht is te groot. Maak uw bericht korter of voeg een kleiner bestand toe.',
    tooManyRequests: 'U hebt te veel formulieren na elkaar verstuurd. Wacht een minuut en probeer opnieuw.',
    unsubscribeInvalid: 'Deze uitschrijflink is niet geldig. Schrijf ons en we schrijven u uit.',
    friendLimit: 'Dit adres heeft vandaag al meerdere panden ontvangen. Probeer het morgen opnieuw.',
    recipientLimit: 'Dit adres heeft vandaag al meerdere e-mails van ons ontvangen. Probeer het morgen opnieuw of bel ons.',
    confirmationPending:
      'Er wacht al een bevestigingsmail op dit adres: klik op de link erin en registreer daarna gerust nog een zoekopdracht.',
    testimonialFailed: 'Getuigenis NIET verstuurd!',
  },
  en: {
    apiError: 'There is an error in the API',
    sendFailed: 'Your e-mail was not sent. Please try again.',
    documentsAlreadyRequested: 'You have already requested the documents for this property.',
    appointmentsFull: 'The appointments are fully booked',
    appointmentAlreadyHeld:
      'You already have a viewing of this property awaiting your confirmation: confirm or cancel it with the links of the e-mail we sent you.',
    appointmentsHeldTooMany:
      'You have several viewings awaiting your confirmation. Confirm them with the links of our e-mails, then try again.',
    tooLarge: 'What you sent is too large. Shorten your message or attach a smaller file.',
    tooManyRequests: 'You have sent too many forms at once. Wait a minute and try again.',
    unsubscribeInvalid: 'This unsubscribe link is not valid. Write to us and we will unsubscribe you.',
    friendLimit: 'This address has already received several properties today. Try again tomorrow.',
    recipientLimit: 'This address has already received several e-mails from us today. Try again tomorrow or call us.',
    confirmationPending:
      'A confirmation e-mail is already waiting at this address: click its link, then save another search if you wish.',
    testimonialFailed: 'Testimonial NOT sent!',
  },
  de: {
    apiError: 'Es gibt einen Fehler in der API',
    sendFailed: 'Ihre E-Mail wurde nicht gesendet. Bitte versuchen Sie es erneut.',
    documentsAlreadyRequested: 'Sie haben die Unterlagen für diese Immobilie bereits angefordert.',
    appointmentsFull: 'Die Termine sind ausgebucht',
    appointmentAlreadyHeld:
      'Sie haben bereits eine Besichtigung dieser Immobilie, die auf Ihre Bestätigung wartet: Bestätigen oder stornieren Sie sie über die Links der E-Mail, die wir Ihnen gesendet haben.',
    appointmentsHeldTooMany:
      'Sie haben mehrere Besichtigungen, die auf Ihre Bestätigung warten. Bestätigen Sie sie über die Links in unseren E-Mails und versuchen Sie es dann erneut.',
    tooLarge: 'Ihre Sendung ist zu groß. Kürzen Sie Ihre Nachricht oder fügen Sie eine kleinere Datei an.',
    tooManyRequests: 'Sie haben zu viele Formulare auf einmal gesendet. Warten Sie eine Minute und versuchen Sie es erneut.',
    unsubscribeInvalid: 'Dieser Abmeldelink ist ungültig. Schreiben Sie uns, und wir melden Sie ab.',
    friendLimit: 'Diese Adresse hat heute bereits mehrere Immobilien erhalten. Versuchen Sie es morgen erneut.',
    recipientLimit:
      'Diese Adresse hat heute bereits mehrere E-Mails von uns erhalten. Versuchen Sie es morgen erneut oder rufen Sie uns an.',
    confirmationPending:
      'An diese Adresse wurde bereits eine Bestätigungs-E-Mail gesendet: Klicken Sie auf ihren Link und speichern Sie danach gern eine weitere Suche.',
    testimonialFailed: 'Erfahrungsbericht NICHT gesendet!',
  },
};

/**
 * §8 Success messages: on the form's own page (unsubscribed), or on the thank-you page of the form
 * that leads there (friendSent: send-to-friend; documentsSoon: a document request).
 */
export const FORM_SUCCESS: Record<Language, { unsubscribed: string; friendSent: string; documentsSoon: string }> = {
  fr: {
    unsubscribed: 'Vous avez été désinscrit',
    friendSent: 'Ce bien a été envoyé à votre ami par courrier électronique',
    documentsSoon: 'Vous recevrez les documents par e-mail sous peu',
  },
  nl: {
    unsubscribed: 'U bent uitgeschreven',
    friendSent: 'Dit pand werd per e-mail naar uw vriend verstuurd',
    documentsSoon: 'U ontvangt de documenten binnenkort per e-mail',
  },
  en: {
    unsubscribed: 'You have been unsubscribed',
    friendSent: 'This property has been sent to your friend by e-mail',
    documentsSoon: 'You will receive the documents by e-mail shortly',
  },
  de: {
    unsubscribed: 'Sie wurden abgemeldet',
    friendSent: 'Diese Immobilie wurde Ihrem Freund per E-Mail gesendet',
    documentsSoon: 'Sie erhalten die Unterlagen in Kürze per E-Mail',
  },
};
