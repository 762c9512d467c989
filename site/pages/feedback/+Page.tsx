import { useData } from 'vike-react/useData';
import { PAGE_PATHS } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { usePageLocale } from '../page-locale';
import { feedbackTextOf } from './feedback-text';
import type { FeedbackPageData } from './page-list';

export default function Page() {
  const { t } = useTranslation();
  const data = useData<FeedbackPageData>();
  const locale = usePageLocale();
  return (
    <section className="feedback">
      <h1>{t('feedback.title')}</h1>
      <p>{feedbackTextOf(data.kind, locale, t('feedback.text'))}</p>
      <p>
        <a href={PAGE_PATHS.home[locale]}>{t('feedback.back')}</a>
      </p>
    </section>
  );
}
