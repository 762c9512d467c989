import { formatEuro } from '../../../schema/spec/money';
import { fillTemplate, type ListFilter } from '../../search/list-filter';
import type { Labels } from '../list-filter';

/** The applied filters in one line (§9 Belgian prices: "€ 245.000"). */
export function summaryOf(filter: ListFilter, labels: Labels, types: Record<string, string>): string {
  const parts: string[] = [];
  if (filter.city) parts.push(fillTemplate(labels.city, { city: `${filter.city.name} (${filter.city.zip})` }));
  if (filter.type !== undefined) parts.push(fillTemplate(labels.type, { type: types[filter.type] ?? String(filter.type) }));
  const { priceMin: min, priceMax: max } = filter;
  if (min !== undefined || max !== undefined) {
    const range =
      min !== undefined && max !== undefined
        ? `${formatEuro(min)} – ${formatEuro(max)}`
        : min !== undefined
          ? `≥ ${formatEuro(min)}`
          : `≤ ${formatEuro(max as number)}`;
    parts.push(fillTemplate(labels.price, { range }));
  }
  if (filter.bedrooms !== undefined) parts.push(fillTemplate(labels.bedrooms, { count: filter.bedrooms }));
  if (filter.living !== undefined) parts.push(fillTemplate(labels.living, { area: filter.living }));
  if (filter.epc !== undefined) parts.push(fillTemplate(labels.epc, { label: filter.epc.toUpperCase() }));
  for (const f of filter.features ?? []) parts.push(labels.features[f] ?? f);
  return parts.join(' · ');
}
