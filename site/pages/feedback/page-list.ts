import { FEEDBACK_KINDS, FEEDBACK_PATHS, type FeedbackKind } from '../../../schema/index.js';
import { pageContextOf } from '../../data/page-context';
import { shareLanguages } from '../../data/prerender-shard';
import { i18nFor } from '../../locales/i18n';
import { alternatesOf } from '../../routing/alternates';
import { feedbackTextOf } from './feedback-text';

/** What the page renders: which form the visitor sent (useData<FeedbackPageData>() in +Page.tsx). */
export interface FeedbackPageData {
  kind: FeedbackKind;
}

/** §2 feedback (thank-you) pages: one per kind and language. */
export function pageList() {
  return FEEDBACK_KINDS.flatMap((kind) => {
    const alternates = alternatesOf((l) => `${FEEDBACK_PATHS[l]}${kind}/`);
    return shareLanguages().map((locale) => {
      const t = i18nFor(locale).t;
      return {
        url: `${FEEDBACK_PATHS[locale]}${kind}/`,
        pageContext: {
          ...pageContextOf(locale, alternates, {
            title: t('feedback.title'),
            description: feedbackTextOf(kind, locale, t('feedback.text')),
          }),
          data: { kind } satisfies FeedbackPageData,
        },
      };
    });
  });
}
