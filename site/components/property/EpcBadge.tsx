import type { EpcBadge as Badge } from './epc-badge';

/** The energy label as a coloured tag: the class's colour on its region's scale (epc-badge.ts). */
export function EpcBadge({ badge }: { badge: Badge }) {
  return (
    <strong className={`epc-badge epc-scale-${badge.scale}`} style={{ background: badge.background, color: badge.ink }}>
      {badge.text}
    </strong>
  );
}
