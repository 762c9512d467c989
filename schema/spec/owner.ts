import type { Language } from './languages.js';

// §8 Login failed: the same words for an unknown e-mail and a wrong password (nobody learns which
// addresses have an account). French, Dutch and English are the spec's; German follows them.
export const LOGIN_FAILED: Record<Language, string> = {
  fr: "L'adresse électronique et/ou le mot de passe sont incorrects",
  nl: 'Ongeldig e-mailadres of wachtwoord',
  en: 'Login failed, username or password not correct',
  de: 'Anmeldung fehlgeschlagen, E-Mail-Adresse oder Passwort falsch',
};
