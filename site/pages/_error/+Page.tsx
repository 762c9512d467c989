import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { PAGE_PATHS } from '../../../schema/index.js';
import { SITE } from '../../site-config';

/** §8: the 404 page ("Page non trouvée", "Oups, cette page n'existe plus"). */
export default function Page() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <section className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <p>
        <a href={PAGE_PATHS.home[locale ?? SITE.languages.default]}>{t('notFound.back')}</a>
      </p>
    </section>
  );
}
