import { type FeedbackKind, FORM_SUCCESS, type Language } from '../../../schema/index.js';

/**
 * The thank-you text of a feedback kind: §8's own success text where it gives one (a property sent
 * to a friend, documents asked for), else the site's thanks for the visitor's trust.
 */
export function feedbackTextOf(kind: FeedbackKind, language: Language, thanks: string): string {
  if (kind === 'send-to-friend') return FORM_SUCCESS[language].friendSent;
  if (kind === 'document-request') return FORM_SUCCESS[language].documentsSoon;
  return thanks;
}
