import { DATE_LOCALES, type Language, oneLine } from '../../schema/index.js';
import type { StoredSubmission } from '../outbox/worker.js';
import { secretOf } from '../submissions/secrets.js';

// The e-mails to the agency's staff (issue 45): the invitation to choose a password for /admin/, and
// the link to choose a new one (never a password by e-mail). Pure.

const TEXTS: Record<
  Language,
  {
    inviteSubject: string;
    invite: string;
    resetSubject: string;
    reset: string;
    ignore: string;
    valid: string;
    roles: Record<string, string>;
  }
> = {
  fr: {
    inviteSubject: 'Votre accès à l’édition du site',
    invite: 'Bonjour {name},\n\nVous pouvez désormais modifier le site de l’agence ({role}). Choisissez votre mot de passe :',
    resetSubject: 'Votre nouveau mot de passe',
    reset: 'Bonjour {name},\n\nPour choisir un nouveau mot de passe de votre accès à l’édition du site :',
    ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe ne change pas.',
    valid: 'Ce lien est valable jusqu’au {until} et ne sert qu’une fois.',
    roles: { editor: 'rédaction', admin: 'administration' },
  },
  nl: {
    inviteSubject: 'Uw toegang om de website te bewerken',
    invite: 'Beste {name},\n\nU kunt voortaan de website van het kantoor bewerken ({role}). Kies uw wachtwoord:',
    resetSubject: 'Uw nieuwe wachtwoord',
    reset: 'Beste {name},\n\nOm een nieuw wachtwoord te kiezen voor uw toegang om de website te bewerken:',
    ignore: 'Hebt u niets gevraagd? Negeer dan deze e-mail: uw wachtwoord blijft hetzelfde.',
    valid: 'Deze link is geldig tot {until} en werkt één keer.',
    roles: { editor: 'redactie', admin: 'beheer' },
  },
  en: {
    inviteSubject: 'Your access to edit the website',
    invite: 'Dear {name},\n\nYou can now edit the agency’s website ({role}). Choose your password:',
    resetSubject: 'Your new password',
    reset: 'Dear {name},\n\nTo choose a new password for your access to edit the website:',
    ignore: 'If you did not ask for it, ignore this e-mail: your password does not change.',
    valid: 'This link is valid until {until} and works once.',
    roles: { editor: 'editor', admin: 'administrator' },
  },
  de: {
    inviteSubject: 'Ihr Zugang zum Bearbeiten der Website',
    invite: 'Guten Tag {name},\n\nSie können ab jetzt die Website des Büros bearbeiten ({role}). Wählen Sie Ihr Passwort:',
    resetSubject: 'Ihr neues Passwort',
    reset: 'Guten Tag {name},\n\num ein neues Passwort für Ihren Zugang zum Bearbeiten der Website zu wählen:',
    ignore: 'Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    valid: 'Dieser Link gilt bis {until} und funktioniert einmal.',
    roles: { editor: 'Redaktion', admin: 'Verwaltung' },
  },
};

/** The staff member's e-mail of a staff-invite or staff-reset submission (payload: email, name, role, expiresAt; the link a secret), else null. */
export function renderStaffMail(submission: StoredSubmission, siteName: string) {
  if (submission.kind !== 'staff-invite' && submission.kind !== 'staff-reset') return null;
  const p = submission.payload;
  const link = secretOf(p, 'visitor', 'link');
  if (typeof p.email !== 'string' || typeof link !== 'string' || typeof p.expiresAt !== 'string') return null;
  const language: Language = submission.language in TEXTS ? (submission.language as Language) : 'fr';
  const texts = TEXTS[language];
  const name = oneLine(typeof p.name === 'string' && p.name !== '' ? p.name : p.email);
  const until = new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  }).format(new Date(p.expiresAt));
  const invite = submission.kind === 'staff-invite';
  const role = texts.roles[String(p.role)] ?? texts.roles.editor;
  return {
    to: p.email,
    subject: `${invite ? texts.inviteSubject : texts.resetSubject} – ${oneLine(siteName)}`,
    text: [
      (invite ? texts.invite : texts.reset).replace('{name}', name).replace('{role}', role ?? ''),
      '',
      link,
      '',
      texts.valid.replace('{until}', until),
      ...(invite ? [] : [texts.ignore]),
      '',
      siteName,
    ].join('\n'),
  };
}
