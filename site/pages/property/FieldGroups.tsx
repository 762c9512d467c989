import { FIGURE_LOCALES, type Language, type Property } from '../../../schema/index.js';
import { belgianNumber } from '../../components/property/number-format';
import { useTranslation } from '../../locales/use-translation';
import { FIELD_GROUPS, type ValueKind } from './field-groups';

// One date format per language: toLocaleDateString with options builds a new one for every date.
const dateFormats = new Map<Language, Intl.DateTimeFormat>();
function dateText(value: unknown, language: Language): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(FIGURE_LOCALES[language], { timeZone: 'Europe/Brussels' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(String(value)));
}

/** Every §3 field group the property has, labelled in the page's language. */
export function FieldGroups({ property }: { property: Property }) {
  const { t } = useTranslation();
  const show = (kind: ValueKind, value: unknown): string => {
    if (kind === 'flag') return t(value ? 'values.yes' : 'values.no');
    if (kind === 'date') return dateText(value, property.language);
    if (kind === 'text' || kind === 'year') return String(value);
    const n = belgianNumber(Number(value));
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
