import { z } from 'zod';
import { CONTACT_TIME_SLOTS, TITLES } from '../spec/forms.js';
import { LANGUAGES } from '../spec/languages.js';
import { oneLine, paragraphs } from './clean-text.js';
import type { FormMessage } from './messages.js';

// The forms' fields. Each error is a FormMessage key: validate.ts turns it into the visitor's
// language, the same text in the browser and from the server.

const error = (key: FormMessage) => ({ error: key });

/**
 * A required one-line text (a name, a city, a subject): trimmed, not empty, not endless, and with
 * no line break or control character (each run becomes a space), so that it can never forge a
 * line of the agency's e-mail.
 */
export const requiredText = (key: FormMessage, max = 200) =>
  z.string(error(key)).overwrite(oneLine).trim().min(1, error(key)).max(max, error('invalid'));
export const optionalText = (max = 200) =>
  z.string(error('invalid')).overwrite(oneLine).trim().max(max, error('invalid')).optional();
/** A multi-line text (a message): its line ends made LF, other control characters removed. */
export const requiredParagraphs = (key: FormMessage, max = 5000) =>
  z.string(error(key)).overwrite(paragraphs).trim().min(1, error(key)).max(max, error('invalid'));
export const optionalParagraphs = (max = 5000) =>
  z.string(error('invalid')).overwrite(paragraphs).trim().max(max, error('invalid')).optional();

export const email = (key: FormMessage = 'emailInvalid') =>
  z
    .string(error(key))
    .overwrite(oneLine)
    .trim()
    .pipe(z.email(error(key)));
/** Belgian or international: digits with spaces, dots, slashes or dashes, at least 9 digits. */
export const phone = z
  .string(error('phoneRequired'))
  .overwrite(oneLine)
  .trim()
  .regex(/^\+?[\d\s./()-]+$/, error('phoneRequired'))
  .refine((v) => v.replace(/\D/g, '').length >= 9, error('phoneRequired'));
export const title = z.enum(TITLES, error('titleRequired'));
export const zip = z
  .string(error('zipRequired'))
  .trim()
  .regex(/^\d{4}$/, error('zipRequired'));
export const isoDate = (key: FormMessage = 'dateInvalid') =>
  z.iso.date(error(key)).refine((d) => !Number.isNaN(Date.parse(d)), error(key));
export const id = z.coerce.number(error('invalid')).int(error('invalid')).positive(error('invalid'));
export const count = (min: number) =>
  z.coerce.number(error('numberInvalid')).int(error('numberInvalid')).min(min, error('numberInvalid'));
export const amount = (key: FormMessage) => z.coerce.number(error(key)).positive(error(key)).max(1e9, error(key));
/** A box the visitor must tick (§5 confirmations, privacy statement). */
export const ticked = (key: FormMessage) => z.literal(true, error(key));
export const contactTimes = z
  .array(z.enum(CONTACT_TIME_SLOTS, error('invalid')))
  .max(3)
  .default([]);
/** The property's public path, for the e-mails' links. */
export const sitePath = z
  .string(error('invalid'))
  .regex(/^\/[\w\-/%.]*$/, error('invalid'))
  .max(300, error('invalid'));

/** What every form carries besides its fields: the browser's key, the language, the captcha, the honeypot. */
export const envelope = {
  idempotencyKey: z.uuid(error('invalid')),
  language: z.enum(LANGUAGES, error('invalid')),
  captcha: z.string(error('captchaInvalid')).min(1, error('captchaInvalid')).max(2000, error('captchaInvalid')),
  /** The honeypot: a field people never see; validate.ts reports a filled one as spam. */
  website: z.string().max(0).optional(),
  /** §5: sending implies accepting the privacy statement: a box the visitor ticks. */
  acceptPrivacy: ticked('privacyRequired'),
};

/** The person who writes: title, names, e-mail and phone (§3 Form fields), and the newsletter opt-in (§5). */
export const person = {
  title,
  firstName: requiredText('firstNameRequired', 100),
  lastName: requiredText('lastNameRequired', 100),
  email: email(),
  phone,
  newsletter: z.boolean(error('invalid')).default(false),
};
