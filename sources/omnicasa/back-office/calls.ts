import type { FormKind, Language } from '../../../schema/index.js';
import type { StoredSubmission } from '../../../server/outbox/worker.js';
import type { OmnicasaParams } from '../request.js';

// The back office's copy of a submission (DESIGN.md, Sources: the methods we write), so that the
// agency finds the contact, the visit request or the search alert in Omnicasa too. Pure.

/** DESIGN.md, Sources: LanguageId NL=1, FR=2, EN=3, DE=4. */
const LANGUAGE_IDS: Record<Language, number> = { nl: 1, fr: 2, en: 3, de: 4 };

/** The forms the back office takes, and the method each goes to. */
export const OMNICASA_METHODS: Partial<Record<FormKind, string>> = {
  'site-contact': 'ContactOnMe',
  'contact-me': 'ContactOnMe',
  'visit-request': 'ContactOnMe',
  'document-request': 'ContactOnMe',
  appointment: 'ContactOnMe',
  'contact-construction': 'ContactOnMeProject',
  'demand-register': 'DemandRegister',
  unsubscribe: 'UnsubscribeDemandPerson',
};
export const OMNICASA_KINDS = new Set(Object.keys(OMNICASA_METHODS) as FormKind[]);

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

export function omnicasaCallOf(submission: StoredSubmission): { method: string; params: OmnicasaParams } | null {
  const method = OMNICASA_METHODS[submission.kind as FormKind];
  if (!method) return null;
  const p = submission.payload;
  const person: OmnicasaParams = {
    LanguageId: LANGUAGE_IDS[submission.language as Language] ?? LANGUAGE_IDS.fr,
    Title: text(p.title),
    FirstName: text(p.firstName),
    Name: text(p.lastName),
    Email: text(p.email),
    Phone: text(p.phone),
  };
  const comment = [p.message, p.preferredDates, Array.isArray(p.contactTimes) ? p.contactTimes.join(', ') : '']
    .filter((v) => v !== undefined && v !== '')
    .map(text)
    .join('\n');
  switch (method) {
    case 'ContactOnMe':
      return {
        method,
        params: {
          ...person,
          ID: Number(p.propertyId ?? 0) || null,
          Comment: comment,
          ...(submission.kind === 'appointment' ? { AppointmentID: text(p.slotId) } : {}),
          IsCreatedDemand: false,
        },
      };
    case 'ContactOnMeProject':
      return { method, params: { ...person, ProjectID: Number(p.projectId), Comment: comment } };
    case 'DemandRegister':
      return {
        method,
        params: {
          ...person,
          Goal: p.goal === 'rent' ? 1 : 0,
          TypeOfPropertyIDs: Array.isArray(p.propertyTypes) ? p.propertyTypes.join(',') : '',
          Cities: Array.isArray(p.zones) ? p.zones.join(',') : '',
          MinPrice: typeof p.budgetMin === 'number' ? p.budgetMin : null,
          MaxPrice: typeof p.budgetMax === 'number' ? p.budgetMax : null,
        },
      };
    default:
      return { method, params: { LanguageId: person.LanguageId ?? null, Email: text(p.email), Token: text(p.token) } };
  }
}
