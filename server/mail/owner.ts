import { DATE_LOCALES, type Language, oneLine } from '../../schema/index.js';
import type { StoredSubmission } from '../outbox/worker.js';

// The e-mails of the owner portal to the owner: the invitation to choose a password, and the link
// to choose a new one (never a password by e-mail). Pure.

const TEXTS: Record<
  Language,
  { inviteSubject: string; invite: string; resetSubject: string; reset: string; ignore: string; valid: string }
> = {
  fr: {
    inviteSubject: 'Votre espace propriétaire',
    invite: 'Bonjour {name},\n\nVous pouvez suivre les visites de vos biens sur notre site. Choisissez votre mot de passe :',
    resetSubject: 'Votre nouveau mot de passe',
    reset: 'Bonjour {name},\n\nPour choisir un nouveau mot de passe de votre espace propriétaire :',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.',
    valid: 'Ce lien est valable jusqu’au {until} et ne sert qu’une fois.',
  },
  nl: {
    inviteSubject: 'Uw eigenaarsportaal',
    invite: 'Beste {name},\n\nU kunt de bezoeken aan uw panden op onze website volgen. Kies uw wachtwoord:',
    resetSubject: 'Uw nieuwe wachtwoord',
    reset: 'Beste {name},\n\nOm een nieuw wachtwoord voor uw eigenaarsportaal te kiezen:',
    ignore: 'Hebt u niets gevraagd? Negeer dan deze e-mail: uw wachtwoord blijft hetzelfde.',
    valid: 'Deze link is geldig tot {until} en werkt één keer.',
  },
  en: {
    inviteSubject: 'Your owner portal',
    invite: 'Dear {name},\n\nYou can follow the visits of your properties on our website. Choose your password:',
    resetSubject: 'Your new password',
    reset: 'Dear {name},\n\nTo choose a new password for your owner portal:',
    ignore: 'If you did not ask for it, ignore this e-mail: your password does not change.',
    valid: 'This link is valid until {until} and works once.',
  },
  de: {
    inviteSubject: 'Ihr Eigentümerbereich',
    invite:
      'Guten Tag {name},\n\nSie können die Besuche Ihrer Immobilien auf unserer Website verfolgen. Wählen Sie Ihr Passwort:',
    resetSubject: 'Ihr neues Passwort',
    reset: 'Guten Tag {name},\n\nUm ein neues Passwort für Ihren Eigentümerbereich zu wählen:',
    ignore: 'Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    valid: 'Dieser Link gilt bis {until} und funktioniert einmal.',
  },
};

/** The owner's e-mail for an owner-invite or owner-reset submission (payload: email, name, link, expiresAt), else null. */
export function renderOwnerMail(submission: StoredSubmission, siteName: string) {
  const p = submission.payload;
  if (submission.kind !== 'owner-invite' && submission.kind !== 'owner-reset') return null;
  if (typeof p.email !== 'string' || typeof p.link !== 'string' || typeof p.expiresAt !== 'string') return null;
  const language: Language = submission.language in TEXTS ? (submission.language as Language) : 'fr';
  const texts = TEXTS[language];
  const name = oneLine(typeof p.name === 'string' && p.name !== '' ? p.name : p.email);
  const until = new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(new Date(p.expiresAt));
  const invite = submission.kind === 'owner-invite';
  return {
    to: p.email,
    subject: `${invite ? texts.inviteSubject : texts.resetSubject} – ${oneLine(siteName)}`,
    text: [
      (invite ? texts.invite : texts.reset).replace('{name}', name),
      '',
      p.link,
      '',
      texts.valid.replace('{until}', until),
      ...(invite ? [] : [texts.ignore]),
      '',
      siteName,
    ].join('\n'),
  };
}
