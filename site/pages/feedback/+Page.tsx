import { useData } from 'vike-react/useData';
import { PAGE_PATHS } from '../../../schema/index.js';
import { scriptUrl } from '../../data/client-assets';
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
      {/* Issue 46: after a booking, the visit's calendar file; its script shows the link when the form's answer named the booking. */}
      {data.kind === 'contact-appointment' && (
        <>
          <p data-visit-calendar hidden>
            {/* Home until the script gives it the booking's file (it shows only then). */}
            <a href={PAGE_PATHS.home[locale]}>{t('feedback.visitCalendar')}</a>
          </p>
          <script type="module" src={scriptUrl('site/client/visit-calendar-link.ts')} />
        </>
      )}
      <p>
        <a href={PAGE_PATHS.home[locale]}>{t('feedback.back')}</a>
      </p>
    </section>
  );
}
