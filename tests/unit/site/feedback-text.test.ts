import { describe, expect, it } from 'vitest';
import { FEEDBACK_KINDS, FEEDBACK_OF, FORM_ERRORS, FORM_SUCCESS, LANGUAGES } from '../../../schema/index.js';
import { feedbackTextOf } from '../../../site/pages/feedback/feedback-text.js';

// §8's success texts on the thank-you pages of the forms that have one; the agency's thanks elsewhere.

describe('thank-you texts (§8)', () => {
  it.each(LANGUAGES)('%s: a property sent to a friend and documents asked for get their own words', (language) => {
    expect(feedbackTextOf(FEEDBACK_OF['send-to-friend'], language, 'thanks')).toBe(FORM_SUCCESS[language].friendSent);
    expect(feedbackTextOf(FEEDBACK_OF['document-request'], language, 'thanks')).toBe(FORM_SUCCESS[language].documentsSoon);
    for (const kind of FEEDBACK_KINDS.filter((k) => k !== 'send-to-friend' && k !== 'document-request'))
      expect(feedbackTextOf(kind, language, 'thanks')).toBe('thanks');
  });

  it('keeps §8 verbatim where it gives the words', () => {
    expect(FORM_SUCCESS.fr.friendSent).toBe('Ce bien a été envoyé à votre ami par courrier électronique');
    expect(FORM_SUCCESS.fr.documentsSoon).toBe('Vous recevrez les documents par e-mail sous peu');
    expect(FORM_ERRORS.nl.testimonialFailed).toBe('Getuigenis NIET verstuurd!');
  });
});
