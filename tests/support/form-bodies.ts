import { randomUUID } from 'node:crypto';
import type { FormKind, Language } from '../../schema/index.js';

// A valid body of each form kind, as the browser sends it (without the captcha, which the test
// solves against its server). Each call has its own idempotency key and e-mail.

export function validBody(kind: FormKind, language: Language): { idempotencyKey: string; [field: string]: unknown } {
  const n = randomUUID().slice(0, 8);
  const envelope = { idempotencyKey: randomUUID(), language, acceptPrivacy: true, website: '' };
  const person = {
    title: 'ms',
    firstName: 'Amélie',
    lastName: `Lambotte-${n}`,
    email: `amelie.${n}@example.test`,
    phone: '0475 12 34 56',
    newsletter: false,
  };
  const property = { propertyId: 4100004, propertyUrl: '/fr/a-vendre/charleroi/appartement-2-ch-a-charleroi/4100004/' };
  const bodies: Record<FormKind, Record<string, unknown>> = {
    'site-contact': { ...person, message: `Bonjour, pouvez-vous me rappeler au sujet d'une vente ? (${n})` },
    'contact-me': { ...person, ...property, contactTimes: ['morning'], message: `Le bien est-il encore libre ? (${n})` },
    'visit-request': { ...person, ...property, contactTimes: ['late-afternoon'], preferredDates: `Samedi matin (${n})` },
    appointment: { ...person, ...property, slotId: 'saturday-10' },
    'contact-construction': { ...person, projectId: 9001, message: `Quels appartements restent ? (${n})` },
    valuation: { ...person, street: `Rue de la Station ${n}`, zip: '6120', city: 'Nalinnes', propertyType: 1, goal: 'sell' },
    'demand-register': { ...person, goal: 'buy', propertyTypes: [1, 2], zones: ['Mettet', 'Florennes'], budgetMax: 300000 },
    'save-search': {
      email: person.email,
      criteria: { goal: 'buy', propertyTypes: [1], zones: ['6000'], budgetMax: 250000 },
      frequency: 'instant',
    },
    unsubscribe: { email: person.email, token: `token-${n}-abcdef` },
    'send-to-friend': {
      ...property,
      firstName: 'Amélie',
      lastName: `Lambotte-${n}`,
      email: person.email,
      friendEmail: `friend.${n}@example.test`,
      note: `Regarde celui-ci (${n})`,
    },
    'document-request': { ...person, ...property },
    testimonial: { name: `Famille Dubois ${n}`, city: 'Mettet', text: `Vente rapide et bien suivie (${n})`, rating: 5 },
    newsletter: { email: person.email },
    'job-contact': {
      ...person,
      message: `Candidature spontanée (${n})`,
      cv: { name: 'cv.pdf', type: 'application/pdf', size: 9, data: Buffer.from('%PDF-1.4\n').toString('base64') },
    },
    'rent-application': {
      ...person,
      ...property,
      adults: 2,
      kids: 1,
      pets: true,
      petsDetails: `Un chat (${n})`,
      movingDate: '2027-02-01',
      movingReason: `Rapprochement du travail (${n})`,
      incomePerson1: 2600,
      incomePerson2: 1900,
      confirmIncome: true,
      confirmPeople: true,
      confirmDescription: true,
      confirmSigning: true,
    },
    offer: {
      ...property,
      email: person.email,
      phone: person.phone,
      personA: {
        title: 'mr',
        firstName: 'Jan',
        lastName: `Peeters-${n}`,
        street: 'Kerkstraat 4',
        zip: '2000',
        city: 'Antwerpen',
      },
      amount: 245000,
      amountWords: `tweehonderdvijfenveertigduizend euro (${n})`,
      startDate: '2026-12-01',
      endDate: '2026-12-15',
      place: 'Antwerpen',
      signDate: '2026-11-30',
      depositConfirmed: true,
    },
  };
  return { ...envelope, ...bodies[kind] };
}
