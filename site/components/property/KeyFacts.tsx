import type { Property } from '../../../schema/index.js';
import { useTranslation } from '../../locales/use-translation';
import { EpcBadge } from './EpcBadge';
import { epcBadgeOf } from './epc-badge';
import { type KeyFact, keyFactsOf } from './key-facts';
import { belgianNumber } from './number-format';

/** The labels of the facts: the field groups' own words where the fact is one of their fields. */
const LABELS: Record<KeyFact['key'], string> = {
  type: 'property.facts.type',
  bedrooms: 'fields.counts.bedrooms',
  bathrooms: 'fields.counts.bathrooms',
  living: 'fields.surfaces.living',
  plot: 'fields.surfaces.ground',
  city: 'property.facts.city',
  reference: 'property.facts.reference',
};

const factText = (fact: KeyFact): string =>
  'count' in fact ? String(fact.count) : 'area' in fact ? `${belgianNumber(fact.area)} m²` : fact.text;

/**
 * Issue 15: what a buyer decides on, right under the title: price, type, rooms, surfaces, energy
 * label, city and reference. The print button waits hidden for the detail script (nothing to print
 * with otherwise than the browser's own menu).
 */
export function KeyFacts({ property }: { property: Property }) {
  const { t } = useTranslation();
  const badge = epcBadgeOf(property);
  return (
    <section className="key-facts" aria-label={t('property.facts.title')}>
      <p className="property-price">{property.price.formatted}</p>
      <dl className="key-facts-list">
        {keyFactsOf(property).map((fact) => (
          <div key={fact.key} className={`key-fact key-fact-${fact.key}`}>
            <dt>{t(LABELS[fact.key])}</dt>
            <dd>{factText(fact)}</dd>
          </div>
        ))}
        {badge && (
          <div className="key-fact key-fact-epc">
            <dt>{t('property.facts.epc')}</dt>
            <dd>
              <EpcBadge badge={badge} />
            </dd>
          </div>
        )}
      </dl>
      <p className="key-facts-actions">
        <a className="button hide-on-mobile" href="#contact-me">
          {t('property.contactBar.contact')}
        </a>
        <button type="button" className="button secondary print-button" data-print hidden>
          {t('property.print')}
        </button>
      </p>
    </section>
  );
}
