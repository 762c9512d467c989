import { type DepartedProperty, type Property, sectionOfGoal } from '../../../schema/index.js';
import { listingOrder } from '../../data/cards';
import { SIMILAR, similarProperties } from '../../data/similar';

/**
 * The available properties to offer instead of a departed one: the detail page's similar ones
 * (site/data/similar.ts: same goal and type, price within the band); failing those, the newest of
 * the same type, then of the same section, so the visitor always has somewhere to go.
 */
export function similarToDeparted(departed: DepartedProperty, candidates: readonly Property[]): Property[] {
  const available = candidates.filter((p) => p.status === 'active' && p.id !== departed.id);
  const template = available[0];
  if (!template) return [];
  // similarProperties reads a Property's id, goal, typeId and price: a stand-in with the departed
  // one's values (the other fields are the template's and are not read).
  const standIn: Property = {
    ...template,
    id: departed.id,
    goal: departed.goal,
    typeId: departed.typeId,
    price: { ...template.price, amount: departed.price, published: departed.price !== null },
  };
  const close = similarProperties(standIn, available);
  if (close.length > 0) return close;
  const sorted = [...available].sort(listingOrder);
  const sameType = sorted.filter((p) => p.goal === departed.goal && p.typeId === departed.typeId);
  const sameSection = sorted.filter((p) => sectionOfGoal(p.goal) === sectionOfGoal(departed.goal));
  return (sameType.length > 0 ? sameType : sameSection).slice(0, SIMILAR.max);
}
