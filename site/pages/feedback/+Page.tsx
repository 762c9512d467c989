import { usePageContext } from 'vike-react/usePageContext';
import { type FeedbackKind, type Language, PAGE_PATHS } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { feedbackTextOf } from './feedback-text';

export default function Page() {
  const { t } = useTranslation();
  const { locale, data } = usePageContext() as unknown as { locale?: Language; data: { kind: FeedbackKind } };
  return (
    <section className="feedback">
      <h1>{t('feedback.title')}</h1>
      <p>{feedbackTextOf(data.kind, locale ?? 'fr', t('feedback.text'))}</p>
      <p>
        <a href={PAGE_PATHS.home[locale ?? 'fr']}>{t('feedback.back')}</a>
      </p>
    </section>
  );
}
