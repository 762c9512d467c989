import type { Property } from '../../../schema/index.js';

/** The facts a buyer looks for first (issue 15), in the order the block shows them. */
export type KeyFact =
  | { key: 'type'; text: string }
  | { key: 'bedrooms' | 'bathrooms'; count: number }
  | { key: 'living' | 'plot'; area: number }
  | { key: 'city'; text: string }
  | { key: 'reference'; text: string };

/**
 * The property's key facts that the feed gives, in order; a fact it leaves out is left out (never "0").
 * Price and energy label are shown beside them by the block itself (they have their own look).
 */
export function keyFactsOf(p: Property): KeyFact[] {
  const facts: (KeyFact | null)[] = [
    p.typeName || p.mainTypeName ? { key: 'type', text: (p.typeName ?? p.mainTypeName) as string } : null,
    p.counts.bedrooms !== null ? { key: 'bedrooms', count: p.counts.bedrooms } : null,
    p.counts.bathrooms !== null ? { key: 'bathrooms', count: p.counts.bathrooms } : null,
    p.surfaces.living !== null ? { key: 'living', area: p.surfaces.living } : null,
    p.surfaces.ground !== null ? { key: 'plot', area: p.surfaces.ground } : null,
    { key: 'city', text: `${p.address.zip} ${p.address.city}` },
    { key: 'reference', text: p.reference ?? String(p.id) },
  ];
  return facts.filter((f): f is KeyFact => f !== null);
}
