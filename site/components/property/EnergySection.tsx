import { COUNTRY_LUXEMBOURG, type Property } from '../../../schema/index.js';
import { LUXEMBOURG_EPC_CLASSES } from '../../../schema/spec/epc-luxembourg.js';
import { useTranslation } from '../../locales/use-translation';
import { EpcBadge } from './EpcBadge';
import { epcBadgeOf, epcColourOf } from './epc-badge';

// §9 energy notice: a home bought from 2023 with label E or F is to be renovated (Belgian rule).
const RENOVATION_LABELS = new Set(['e', 'e_plus', 'e_sub', 'f', 'f_plus', 'f_sub']);

/** Luxembourg's A+ to I scale, coloured, the property's class marked when the feed gives it. */
function LuxembourgScale({ current }: { current: string | null }) {
  const { t } = useTranslation();
  return (
    <ol className="epc-scale" aria-label={t('property.luxembourg.scale')}>
      {LUXEMBOURG_EPC_CLASSES.map((name, i) => {
        const colour = epcColourOf(i, LUXEMBOURG_EPC_CLASSES.length);
        return (
          <li
            key={name}
            aria-current={name === current ? 'true' : undefined}
            style={{ background: colour.background, color: colour.ink }}
          >
            {name}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * §9 energy label: the class in its region's colour and the value. A Luxembourg home (country 50)
 * shows Luxembourg's own certificate and scale; its class is never computed (schema/spec/epc-luxembourg.ts).
 */
export function EnergySection({ property }: { property: Property }) {
  const { t } = useTranslation();
  const { epc } = property;
  const badge = epcBadgeOf(property);
  const luxembourg = property.address.countryId === COUNTRY_LUXEMBOURG;
  if (!badge && !(luxembourg && epc.value !== null)) return null;
  return (
    <section className="energy" aria-labelledby="energy-title">
      <h2 id="energy-title">{t('property.energy')}</h2>
      {luxembourg && <p className="epc-country">{t('property.luxembourg.certificate')}</p>}
      <p className="epc">
        {badge && <EpcBadge badge={badge} />}
        {epc.value !== null && <span className="epc-value">{t('property.epcValue', { value: epc.value })}</span>}
      </p>
      {luxembourg && <LuxembourgScale current={badge?.text ?? null} />}
      {luxembourg && !badge && <p className="notice">{t('property.luxembourg.noClass')}</p>}
      {!luxembourg && epc.label && RENOVATION_LABELS.has(epc.label) && <p className="notice">{t('property.renovation')}</p>}
    </section>
  );
}
