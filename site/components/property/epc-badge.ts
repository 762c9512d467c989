import { COUNTRY_LUXEMBOURG, EPC_LABELS, EPC_SCALES, type EpcLabel, type Property } from '../../../schema/index.js';
import { LUXEMBOURG_EPC_CLASSES, type LuxembourgEpcClass } from '../../../schema/spec/epc-luxembourg.js';

/** "a_plusplus" → "A++", "b_sub" → "B-": the label as printed on a certificate. */
export const epcLabelText = (label: EpcLabel): string =>
  label.replace('_plusplus', '++').replace('_plus', '+').replace('_sub', '-').toUpperCase();

// Best to worst, green to red, as the regions' and Luxembourg's labels colour their classes. Each scale
// spreads its own classes over it, so Flanders' F (its worst of 7) is as red as Wallonia's G (of 9).
const PALETTE = ['#00843d', '#3aa935', '#8cc63f', '#d7df23', '#fff200', '#fdb913', '#f7941d', '#bf4e0c', '#cc0f1f'] as const;
const WHITE = '#ffffff';
const INK = '#1d2a30';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour of the class at `position` on a scale of `size` classes, with the more legible of white and ink on it. */
export function epcColourOf(position: number, size: number): { background: string; ink: string } {
  const background = PALETTE[size <= 1 ? 0 : Math.round((position / (size - 1)) * (PALETTE.length - 1))] ?? PALETTE[0];
  return { background, ink: contrastRatio(background, WHITE) >= contrastRatio(background, INK) ? WHITE : INK };
}

/** Our label as a Luxembourg class: only the plain letters and A+ exist there ("B+" or "C-" do not). */
export function luxembourgClassOf(label: EpcLabel): LuxembourgEpcClass | null {
  const text = epcLabelText(label);
  return (LUXEMBOURG_EPC_CLASSES as readonly string[]).includes(text) ? (text as LuxembourgEpcClass) : null;
}

export type EpcScale = 'flanders' | 'brussels' | 'wallonia' | 'luxembourg' | 'other';
export interface EpcBadge {
  text: string;
  scale: EpcScale;
  background: string;
  ink: string;
}

/**
 * The property's label as its certificate shows it, coloured by its place on its region's scale
 * (Luxembourg's for country 50); null when there is no label to show. Outside the three regions and
 * Luxembourg, the label is placed on the list of all our labels.
 */
export function epcBadgeOf(property: Property): EpcBadge | null {
  const { label } = property.epc;
  if (!label) return null;
  const badge = (scale: EpcScale, text: string, classes: readonly string[], key: string) => {
    const position = classes.indexOf(key);
    return position < 0 ? null : { text, scale, ...epcColourOf(position, classes.length) };
  };
  if (property.address.countryId === COUNTRY_LUXEMBOURG) {
    const lux = luxembourgClassOf(label);
    return lux && badge('luxembourg', lux, LUXEMBOURG_EPC_CLASSES, lux);
  }
  const region = property.region;
  if (region)
    return badge(
      region,
      epcLabelText(label),
      EPC_SCALES[region].map((step) => step.label),
      label,
    );
  return badge('other', epcLabelText(label), EPC_LABELS, label);
}
