import { VISIT_NOTICE_KINDS } from '../../schema/index.js';
import type { VisitState } from './visit-event.js';

/** What a stored submission's kind says of a booking: its new state and who changed it; undefined for any other kind. */
export function visitNoticeOf(kind: string): { state: VisitState; by: 'visitor' | 'agency' } | undefined {
  for (const by of ['visitor', 'agency'] as const) {
    if (kind === VISIT_NOTICE_KINDS[by].confirm) return { state: 'confirmed', by };
    if (kind === VISIT_NOTICE_KINDS[by].cancel) return { state: 'cancelled', by };
  }
  return undefined;
}
