import { useTranslation } from 'react-i18next';
import { FIGURE_LOCALES, type Property } from '../../../schema/index.js';
import { FIELD_GROUPS, type ValueKind } from './field-groups';

const belgian = new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 2 });

/** Every §3 field group the property has, labelled in the page's language. */
export function FieldGroups({ property }: { property: Property }) {
  const { t } = useTranslation();
  const show = (kind: ValueKind, value: unknown): string => {
    if (kind === 'flag') return t(value ? 'values.yes' : 'values.no');
    if (kind === 'date')
      return new Date(String(value)).toLocaleDateString(FIGURE_LOCALES[property.language], { timeZone: 'Europe/Brussels' });
    if (kind === 'text' || kind === 'year') return String(value);
    const n = belgian.format(Number(value));
    return {
      count: n,
      area: `${n} m²`,
      length: `${n} m`,
      euro: `€ ${n}`,
      kwh: `${n} kWh`,
      co2: `${n} kg CO₂/m²`,
      eLevel: `E${n}`,
    }[kind];
  };
  return (
    <>
      {FIELD_GROUPS.map((group) => {
        const values = group.values(property);
        const rows = Object.entries(group.kinds).filter(([field]) => values?.[field] !== null && values?.[field] !== undefined);
        if (rows.length === 0) return null;
        return (
          <section key={group.key} className="field-group">
            <h2>{t(`groups.${group.key}`)}</h2>
            <dl>
              {rows.map(([field, kind]) => (
                <div key={field}>
                  <dt>{t(`fields.${group.key}.${field}`)}</dt>
                  <dd>{show(kind, values?.[field])}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </>
  );
}
