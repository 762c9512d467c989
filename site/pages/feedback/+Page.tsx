import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { PAGE_PATHS } from '../../../schema/index.js';

export default function Page() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <section className="feedback">
      <h1>{t('feedback.title')}</h1>
      <p>{t('feedback.text')}</p>
      <p>
        <a href={PAGE_PATHS.home[locale ?? 'fr']}>{t('feedback.back')}</a>
      </p>
    </section>
  );
}
