import { z } from 'zod';
import { ALERT_FREQUENCIES, alertCriteriaSchema } from '../alerts.js';
import { CV_MAX_BYTES, CV_NAME_MAX, CV_TYPES, FRIEND_NOTE_MAX } from '../spec/forms.js';
import { hasLink, oneLine } from './clean-text.js';
import {
  amount,
  contactTimes,
  count,
  email,
  envelope,
  id,
  isoDate,
  optionalParagraphs,
  optionalText,
  person,
  requiredParagraphs,
  requiredText,
  sitePath,
  ticked,
  title,
  zip,
} from './fields.js';

// One schema per form kind (§1, §3 Form fields and Offer form, §5). The server checks request
// bodies with them; the browser checks the same before sending.

const aboutProperty = { propertyId: id, propertyUrl: sitePath.optional() };

export const siteContact = z.object({ ...envelope, ...person, message: requiredParagraphs('messageRequired', 5000) });

/** Contact about a property, with the preferred contact time slots of §9. */
export const contactMe = z.object({ ...envelope, ...person, ...aboutProperty, contactTimes, message: optionalParagraphs() });

export const visitRequest = z.object({
  ...envelope,
  ...person,
  ...aboutProperty,
  contactTimes,
  preferredDates: optionalText(300),
  message: optionalParagraphs(),
});

/** Booking one of a property's visit slots (the server checks its capacity). */
export const appointment = z.object({ ...envelope, ...person, ...aboutProperty, slotId: requiredText('slotRequired', 100) });

export const contactConstruction = z.object({ ...envelope, ...person, projectId: id, message: optionalParagraphs() });

/** Free valuation (§2 contact-demand): the property's address, its type and the goal. */
export const valuation = z.object({
  ...envelope,
  ...person,
  street: requiredText('valuationAddressRequired'),
  zip,
  city: requiredText('cityRequired', 100),
  propertyType: z.coerce
    .number({ error: 'propertyTypeRequired' })
    .int({ error: 'propertyTypeRequired' })
    .positive({ error: 'propertyTypeRequired' }),
  goal: z.enum(['sell', 'rent'], { error: 'sellGoalRequired' }),
  message: optionalParagraphs(),
});

/** Demand register: the search alert (§5 Dutch catalogue: a type, a zone, the goal). */
export const demandRegister = z
  .object({
    ...envelope,
    ...person,
    phone: person.phone.optional(),
    goal: z.enum(['buy', 'rent'], { error: 'goalRequired' }),
    propertyTypes: z
      .array(z.coerce.number().int().positive(), { error: 'propertyTypeRequired' })
      .min(1, { error: 'propertyTypeRequired' }),
    zones: z
      .array(z.string().overwrite(oneLine).trim().min(1).max(100), { error: 'zoneRequired' })
      .min(1, { error: 'zoneRequired' })
      .max(30),
    budgetMin: z.coerce.number({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).optional(),
    budgetMax: z.coerce.number({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).optional(),
    bedrooms: count(0).optional(),
    /** Living area at least, m² (issue 17). */
    minArea: count(0).optional(),
    /** How often our alert e-mails go (issue 17); the back office keeps its own rhythm. */
    frequency: z.enum(ALERT_FREQUENCIES, { error: 'invalid' }).default('daily'),
  })
  .refine((d) => d.budgetMin === undefined || d.budgetMax === undefined || d.budgetMin <= d.budgetMax, {
    error: 'numberInvalid',
    path: ['budgetMax'],
  });

/**
 * "Save this search" on a filtered list (issue 17): an alert with the list's filters as criteria, and
 * only the address it goes to (no name, no phone: nobody calls about it). Double opt-in like the
 * demand register's alerts.
 */
export const saveSearch = z.object({
  ...envelope,
  email: email(),
  criteria: alertCriteriaSchema,
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'invalid' }).default('daily'),
  /** The list's path with its query, for the e-mail's "see every result" link. */
  listUrl: z
    .string({ error: 'invalid' })
    .regex(/^\/[\w\-/%.]*(\?[\w\-=&%.,+]*)?$/, { error: 'invalid' })
    .max(500, { error: 'invalid' })
    .optional(),
});

/**
 * The link of a search alert's e-mails: its address and token (ours, or the back office's). Leaving
 * a list asks for no privacy statement.
 */
export const unsubscribe = z.object({
  ...envelope,
  acceptPrivacy: z.boolean().optional(),
  email: email(),
  token: requiredText('invalid', 200),
});

/** Text the friend reads, sent from the agency's address: no links or domain names in it. */
const noLinks = <T extends z.ZodType<string | undefined>>(field: T) =>
  field.refine((text) => text === undefined || !hasLink(text), { error: 'noLinks' });

/**
 * The property to a friend: the friend gets a fixed e-mail (server/mail/visitor.ts) with the
 * property's link, the sender's name and a short note; neither name nor note may carry a link.
 */
export const sendToFriend = z.object({
  ...envelope,
  ...aboutProperty,
  propertyUrl: sitePath,
  firstName: noLinks(requiredText('firstNameRequired', 100)),
  lastName: noLinks(requiredText('lastNameRequired', 100)),
  email: email(),
  friendEmail: email('friendEmailInvalid'),
  note: noLinks(optionalParagraphs(FRIEND_NOTE_MAX)),
});

export const documentRequest = z.object({ ...envelope, ...person, ...aboutProperty });

export const testimonial = z.object({
  ...envelope,
  name: requiredText('nameRequired', 100),
  city: optionalText(100),
  text: requiredParagraphs('messageRequired', 3000),
  rating: z.coerce
    .number({ error: 'ratingRequired' })
    .int({ error: 'ratingRequired' })
    .min(1, { error: 'ratingRequired' })
    .max(5, { error: 'ratingRequired' }),
});

export const newsletter = z.object({ ...envelope, email: email() });

/** Job contact with a CV (type and size limits in schema/spec/forms.ts), sent base64-encoded. */
export const jobContact = z.object({
  ...envelope,
  ...person,
  message: optionalParagraphs(),
  cv: z
    .object({
      name: z.string().overwrite(oneLine).trim().min(1).max(CV_NAME_MAX),
      type: z.enum(CV_TYPES, { error: 'fileType' }),
      size: z.number().int().min(1).max(CV_MAX_BYTES, { error: 'fileTooLarge' }),
      data: z.base64({ error: 'invalid' }).max(Math.ceil(CV_MAX_BYTES / 3) * 4 + 4, { error: 'fileTooLarge' }),
    })
    .optional(),
});

/** Rent application with §5's four confirmations (income, people, description read, amount at signing). */
export const rentApplication = z
  .object({
    ...envelope,
    ...person,
    ...aboutProperty,
    adults: count(1),
    kids: count(0).default(0),
    pets: z.boolean().default(false),
    petsDetails: optionalParagraphs(300),
    movingDate: isoDate(),
    movingReason: optionalParagraphs(500),
    incomePerson1: z.coerce.number({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }),
    incomePerson2: z.coerce.number({ error: 'numberInvalid' }).min(0, { error: 'numberInvalid' }).optional(),
    confirmIncome: ticked('confirmationRequired'),
    confirmPeople: ticked('confirmationRequired'),
    confirmDescription: ticked('confirmationRequired'),
    confirmSigning: ticked('confirmationRequired'),
  })
  .refine((d) => !d.pets || (d.petsDetails ?? '') !== '', { error: 'messageRequired', path: ['petsDetails'] });

const party = z.object({
  title,
  firstName: requiredText('firstNameRequired', 100),
  lastName: requiredText('lastNameRequired', 100),
  street: requiredText('addressRequired'),
  zip,
  city: requiredText('cityRequired', 100),
});

/** §3 Offer form (Dutch only): persons A and B, the amount in digits and words, dates, place, conditions, §9's 10 % deposit. */
export const offer = z
  .object({
    ...envelope,
    ...aboutProperty,
    email: email(),
    phone: person.phone,
    // An empty person A is checked field by field (each gets its own message), not as one missing object.
    personA: z.preprocess((value) => value ?? {}, party),
    personB: party.optional(),
    amount: amount('amountRequired'),
    amountWords: requiredText('amountWordsRequired', 300),
    startDate: isoDate('startDateInvalid'),
    endDate: isoDate('endDateInvalid'),
    place: requiredText('placeRequired', 100),
    signDate: isoDate(),
    conditions: optionalParagraphs(2000),
    depositConfirmed: ticked('depositRequired'),
  })
  .refine((d) => d.endDate >= d.startDate, { error: 'endDateInvalid', path: ['endDate'] });
