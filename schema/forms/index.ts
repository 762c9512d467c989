import type { z } from 'zod';
import type { ConditionRule } from '../conditions.js';
import type { Language } from '../spec/languages.js';
import type { FeedbackKind } from '../spec/routes.js';
import * as kinds from './kinds.js';
import { checkForm } from './validate.js';

export * from '../spec/forms.js';
export * from './clean-text.js';
export * from './messages.js';
export * from './validate.js';

/** Every form a visitor can send (§1, §7). */
export const FORM_SCHEMAS = {
  'site-contact': kinds.siteContact,
  'contact-me': kinds.contactMe,
  'visit-request': kinds.visitRequest,
  appointment: kinds.appointment,
  'contact-construction': kinds.contactConstruction,
  valuation: kinds.valuation,
  'demand-register': kinds.demandRegister,
  'save-search': kinds.saveSearch,
  unsubscribe: kinds.unsubscribe,
  'send-to-friend': kinds.sendToFriend,
  'document-request': kinds.documentRequest,
  testimonial: kinds.testimonial,
  newsletter: kinds.newsletter,
  'job-contact': kinds.jobContact,
  'rent-application': kinds.rentApplication,
  offer: kinds.offer,
} satisfies Record<string, z.ZodType>;
export type FormKind = keyof typeof FORM_SCHEMAS;
export const FORM_KINDS = Object.keys(FORM_SCHEMAS) as FormKind[];
export type FormBody<K extends FormKind> = z.infer<(typeof FORM_SCHEMAS)[K]>;

/**
 * §2 Feedback routes: the thank-you page each form leads to. The kinds §2 names have their own,
 * and a document request ours (§8's success text); a visit request, a rent application and an offer are about a property
 * (contact-me); a testimonial and a job contact are messages to the agency (site-contact); an
 * unsubscribe ends on the demand register's page.
 */
export const FEEDBACK_OF: Record<FormKind, FeedbackKind> = {
  'site-contact': 'site-contact',
  'contact-me': 'contact-me',
  'visit-request': 'contact-me',
  appointment: 'contact-appointment',
  'contact-construction': 'contact-construction',
  valuation: 'contact-demand',
  'demand-register': 'demand-register',
  'save-search': 'demand-register',
  unsubscribe: 'demand-register',
  'send-to-friend': 'send-to-friend',
  'document-request': 'document-request',
  testimonial: 'site-contact',
  newsletter: 'sign-newsletter',
  'job-contact': 'site-contact',
  'rent-application': 'contact-me',
  offer: 'contact-me',
};

/** §3 Condition rules of form fields: a field shows only while its rules hold (schema/conditions.ts). */
export const FORM_FIELD_CONDITIONS: Partial<Record<FormKind, Record<string, ConditionRule[]>>> = {
  'rent-application': { petsDetails: [{ field: 'pets', logic: 'and', advancedCondition: 'equals', compareWithValue: true }] },
  // Person B is asked for only when the visitor says they buy with someone.
  offer: { personB: [{ field: 'withPersonB', logic: 'and', advancedCondition: 'equals', compareWithValue: true }] },
};

/** A body of a form kind checked (see validate.ts). */
export const validateForm = <K extends FormKind>(kind: K, body: unknown, language: Language) =>
  checkForm(FORM_SCHEMAS[kind] as unknown as z.ZodType<FormBody<K>>, body, language);
