import { type Language, PAGE_PATHS } from '../../schema/index.js';
import { useTranslation } from '../locales/use-translation';
import { siteConfig } from '../site-config';

/** §2's 'free evaluation' button: to the valuation page, where the configuration shows it (frame.valuationButton). */
export function ValuationButton({ locale, place }: { locale: Language; place: 'home' | 'saleList' }) {
  const { t } = useTranslation();
  if (!siteConfig().frame.valuationButton[place]) return null;
  return (
    <p className="valuation-call">
      <a className="button" href={PAGE_PATHS.valuation[locale]}>
        {t('home.freeValuation')}
      </a>
    </p>
  );
}
