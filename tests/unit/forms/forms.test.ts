import { describe, expect, it } from 'vitest';
import { depositOf, FORM_ERRORS, FORM_KINDS, FORM_MESSAGES, LANGUAGES, validateForm } from '../../../schema/index.js';
import { validBody } from '../../support/form-bodies.js';

describe("the forms' messages (§5)", () => {
  it('have a text for every key in every language', () => {
    const keys = Object.keys(FORM_MESSAGES.fr).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(FORM_MESSAGES[language]).sort()).toEqual(keys);
      expect(Object.values(FORM_MESSAGES[language]).every((t) => t.trim().length > 0)).toBe(true);
      expect(Object.values(FORM_ERRORS[language]).every((t) => t.trim().length > 0)).toBe(true);
    }
  });

  it("keep §5's and §8's French texts verbatim", () => {
    expect(FORM_MESSAGES.fr).toMatchObject({
      cityRequired: "Vous n'avez pas saisi votre ville",
      firstNameRequired: "Vous n'avez pas saisi votre prénom",
      lastNameRequired: "Vous n'avez pas saisi votre nom",
      emailInvalid: 'Votre adresse mail est invalide',
      phoneRequired: "Vous n'avez pas saisi votre téléphone",
      titleRequired: "Vous n'avez pas selectionné votre titre",
      propertyTypeRequired: "Vous n'avez pas selectionné le type de bien",
    });
    expect(FORM_ERRORS.fr).toMatchObject({
      apiError: "Il y a une erreur dans l'API",
      documentsAlreadyRequested: 'Vous avez déjà demandé les documents pour ce bien.',
      appointmentsFull: 'Les rendez-vous sont complets',
    });
  });
});

describe('validateForm', () => {
  it.each(FORM_KINDS)('accepts a valid %s body and returns its typed data', (kind) => {
    const body = { ...validBody(kind, 'nl'), captcha: 'c' };
    const checked = validateForm(kind, body, 'nl');
    expect(checked.ok ? null : checked).toBeNull();
  });

  it('gives one message per field in the asked language', () => {
    const checked = validateForm('valuation', { language: 'nl' }, 'nl');
    expect(checked.ok).toBe(false);
    const errors = !checked.ok && !checked.spam ? checked.errors : {};
    expect(errors).toMatchObject({
      street: FORM_MESSAGES.nl.valuationAddressRequired,
      zip: FORM_MESSAGES.nl.zipRequired,
      city: FORM_MESSAGES.nl.cityRequired,
      propertyType: FORM_MESSAGES.nl.propertyTypeRequired,
      goal: FORM_MESSAGES.nl.sellGoalRequired,
      acceptPrivacy: FORM_MESSAGES.nl.privacyRequired,
      captcha: FORM_MESSAGES.nl.captchaInvalid,
    });
  });

  it('checks the rules between fields: the friend, the dates, the pets, the budget, the CV', () => {
    const errors = (kind: (typeof FORM_KINDS)[number], change: Record<string, unknown>) => {
      const checked = validateForm(kind, { ...validBody(kind, 'fr'), captcha: 'c', ...change }, 'fr');
      return checked.ok || checked.spam ? {} : checked.errors;
    };
    expect(errors('send-to-friend', { friendEmail: 'not-an-address' })).toEqual({
      friendEmail: FORM_MESSAGES.fr.friendEmailInvalid,
    });
    expect(errors('offer', { startDate: '2026-12-15', endDate: '2026-12-01' })).toEqual({
      endDate: FORM_MESSAGES.fr.endDateInvalid,
    });
    expect(errors('offer', { depositConfirmed: false })).toEqual({ depositConfirmed: FORM_MESSAGES.fr.depositRequired });
    expect(errors('rent-application', { pets: true, petsDetails: '' })).toEqual({
      petsDetails: FORM_MESSAGES.fr.messageRequired,
    });
    expect(errors('rent-application', { pets: false, petsDetails: '' })).toEqual({});
    expect(errors('rent-application', { confirmSigning: false })).toEqual({
      confirmSigning: FORM_MESSAGES.fr.confirmationRequired,
    });
    expect(errors('demand-register', { budgetMin: 400000, budgetMax: 300000 })).toEqual({
      budgetMax: FORM_MESSAGES.fr.numberInvalid,
    });
    expect(errors('demand-register', { zones: [] })).toEqual({ zones: FORM_MESSAGES.fr.zoneRequired });
    expect(errors('job-contact', { cv: { name: 'cv.exe', type: 'application/x-msdownload', size: 10, data: 'AAAA' } })).toEqual({
      'cv.type': FORM_MESSAGES.fr.fileType,
    });
  });

  it("checks an offer's empty buyer A field by field, and buyer B only when given", () => {
    const { personA: _a, ...withoutA } = validBody('offer', 'nl');
    const checked = validateForm('offer', { ...withoutA, captcha: 'c' }, 'nl');
    expect(checked.ok || checked.spam ? {} : checked.errors).toEqual({
      'personA.title': FORM_MESSAGES.nl.titleRequired,
      'personA.firstName': FORM_MESSAGES.nl.firstNameRequired,
      'personA.lastName': FORM_MESSAGES.nl.lastNameRequired,
      'personA.street': FORM_MESSAGES.nl.addressRequired,
      'personA.zip': FORM_MESSAGES.nl.zipRequired,
      'personA.city': FORM_MESSAGES.nl.cityRequired,
    });
    const withB = validateForm('offer', { ...validBody('offer', 'nl'), captcha: 'c', personB: { firstName: 'Jan' } }, 'nl');
    expect(withB.ok || withB.spam ? {} : withB.errors).toMatchObject({ 'personB.lastName': FORM_MESSAGES.nl.lastNameRequired });
  });

  it('lets a visitor leave the search alert without accepting the privacy statement', () => {
    const { acceptPrivacy: _p, ...body } = validBody('unsubscribe', 'fr');
    expect(validateForm('unsubscribe', { ...body, captcha: 'c' }, 'fr').ok).toBe(true);
    const { acceptPrivacy: _q, ...contact } = validBody('site-contact', 'fr');
    const checked = validateForm('site-contact', { ...contact, captcha: 'c' }, 'fr');
    expect(checked.ok || checked.spam ? {} : checked.errors).toEqual({ acceptPrivacy: FORM_MESSAGES.fr.privacyRequired });
  });

  it('reports a filled honeypot as spam', () => {
    expect(validateForm('newsletter', { ...validBody('newsletter', 'fr'), website: 'http://spam.test' }, 'fr')).toEqual({
      ok: false,
      spam: true,
    });
  });

  it('computes the 10 % deposit of §9', () => {
    expect(depositOf(245000)).toBe(24500);
    expect(depositOf(199999)).toBe(19999.9);
  });
});
