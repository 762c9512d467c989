import { DATE_LOCALES, type Language, oneLine } from '../../schema/index.js';
import type { StoredSubmission } from '../outbox/worker.js';
import { secretOf } from '../submissions/secrets.js';

// The e-mails of the owner portal to the owner: the invitation to choose a password, the link to
// choose a new one (never a password by e-mail), and the notice of repeated failed logins. Pure.

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

/** The owner-login-failures e-mail (throttle.ts): failed logins on the account; it stays open to its owner. */
const FAILURE_TEXTS: Record<Language, { subject: string; body: string; open: string; advice: string }> = {
  fr: {
    subject: 'Tentatives de connexion refusées',
    body: 'Bonjour {name},\n\nQuelqu’un a essayé {count} fois de se connecter à votre espace propriétaire avec un mauvais mot de passe, la dernière fois le {when}.',
    open: 'Votre compte reste ouvert pour vous : vous vous connectez comme d’habitude.',
    advice: 'Si ce n’était pas vous, choisissez un nouveau mot de passe (« Mot de passe oublié ? ») sur la page de connexion :',
  },
  nl: {
    subject: 'Geweigerde aanmeldpogingen',
    body: 'Beste {name},\n\nIemand heeft {count} keer geprobeerd zich aan te melden op uw eigenaarsportaal met een verkeerd wachtwoord, het laatst op {when}.',
    open: 'Uw account blijft voor u open: u meldt zich aan zoals gewoonlijk.',
    advice: 'Was u het niet? Kies dan een nieuw wachtwoord („Wachtwoord vergeten?”) op de aanmeldpagina:',
  },
  en: {
    subject: 'Refused login attempts',
    body: 'Dear {name},\n\nSomeone tried {count} times to log in to your owner portal with a wrong password, the last time on {when}.',
    open: 'Your account stays open to you: you log in as usual.',
    advice: 'If it was not you, choose a new password ("Forgot your password?") on the login page:',
  },
  de: {
    subject: 'Abgewiesene Anmeldeversuche',
    body: 'Guten Tag {name},\n\njemand hat {count} Mal versucht, sich mit einem falschen Passwort in Ihrem Eigentümerbereich anzumelden, zuletzt am {when}.',
    open: 'Ihr Konto bleibt für Sie offen: Sie melden sich wie gewohnt an.',
    advice: 'Wenn Sie es nicht waren, wählen Sie auf der Anmeldeseite ein neues Passwort („Passwort vergessen?“):',
  },
};

/** How the e-mail greets the owner: their name, else their address; on one line. */
const ownerName = (p: Record<string, unknown>, email: string) =>
  oneLine(typeof p.name === 'string' && p.name !== '' ? p.name : email);

/** A moment as the owner reads it, on the agency's clock. */
const longDate = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(
    new Date(iso),
  );

/** The owner's e-mail of an owner-login-failures submission (payload: email, name, failures, lastAt, loginLink), else null. */
function renderLoginFailuresMail(submission: StoredSubmission, siteName: string) {
  const p = submission.payload;
  if (typeof p.email !== 'string' || typeof p.lastAt !== 'string' || typeof p.loginLink !== 'string') return null;
  const language: Language = submission.language in FAILURE_TEXTS ? (submission.language as Language) : 'fr';
  const texts = FAILURE_TEXTS[language];
  const name = ownerName(p, p.email);
  const when = longDate(p.lastAt, language);
  return {
    to: p.email,
    subject: `${texts.subject} – ${oneLine(siteName)}`,
    text: [
      texts.body
        .replace('{name}', name)
        .replace('{count}', String(Number(p.failures) || 0))
        .replace('{when}', when),
      '',
      texts.open,
      texts.advice,
      '',
      p.loginLink,
      '',
      siteName,
    ].join('\n'),
  };
}

/** The owner's e-mail for an owner-invite or owner-reset submission (payload: email, name, link, expiresAt), else null. */
export function renderOwnerMail(submission: StoredSubmission, siteName: string) {
  const p = submission.payload;
  if (submission.kind === 'owner-login-failures') return renderLoginFailuresMail(submission, siteName);
  if (submission.kind !== 'owner-invite' && submission.kind !== 'owner-reset') return null;
  // The link's token rides as a secret until delivered; a payload stored before that holds it in `link`.
  const link = secretOf(p, 'visitor', 'link') ?? p.link;
  if (typeof p.email !== 'string' || typeof link !== 'string' || typeof p.expiresAt !== 'string') return null;
  const language: Language = submission.language in TEXTS ? (submission.language as Language) : 'fr';
  const texts = TEXTS[language];
  const name = ownerName(p, p.email);
  const until = longDate(p.expiresAt, language);
  const invite = submission.kind === 'owner-invite';
  return {
    to: p.email,
    subject: `${invite ? texts.inviteSubject : texts.resetSubject} – ${oneLine(siteName)}`,
    text: [
      (invite ? texts.invite : texts.reset).replace('{name}', name),
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
