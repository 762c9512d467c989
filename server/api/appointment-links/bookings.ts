import { timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { type BookingState, isLanguage, type Language } from '../../../schema/index.js';
import type { Tables } from '../../db/tables.js';
import { tokenHash } from '../../db/token-hash.js';
import type { SerializeOn } from '../../db/unit-of-work.js';
import { type AppointmentSource, seatsTaken, slotKey } from '../appointments.js';

// A booking as its e-mail links reach it (finding 3): found by its submission's number and a token
// whose hash the store keeps, the visitor's or the agency's; confirmed or cancelled by one
// conditional UPDATE with the slot serialized on, so two clicks (or two instances) never undo each other.

type Store = Kysely<Tables> | Transaction<Tables>;

/** Whose link it is: the visitor's e-mail's or the agency's. */
export type LinkRole = 'visitor' | 'agency';

export interface BookingView {
  submissionId: number;
  propertyId: number;
  slotId: string;
  language: Language;
  status: BookingState;
  /** The hold's end, while held. */
  heldUntil: string | null;
  slotStart: string;
  /** The stored submission, for the agency's notice. */
  payload: Record<string, unknown>;
}

export type LinkAction = 'confirm' | 'cancel';

/** What an action did, or why it did nothing. */
export type Outcome = 'confirmed' | 'cancelled' | 'already-confirmed' | 'already-cancelled' | 'seat-gone' | 'passed';

export const changedBy = (outcome: Outcome): boolean => outcome === 'confirmed' || outcome === 'cancelled';

const isState = (value: string): value is BookingState => value === 'held' || value === 'confirmed' || value === 'cancelled';

function parsed(payload: string): Record<string, unknown> {
  try {
    const value = JSON.parse(payload);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

async function bookingOf(db: Store, submissionId: number, defaultLanguage: Language) {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('submissions', 'submissions.id', 'bookings.submission_id')
    .select([
      'bookings.property_id',
      'bookings.slot_id',
      'bookings.status',
      'bookings.held_until',
      'bookings.visitor_token_hash',
      'bookings.agency_token_hash',
      'submissions.language',
      'submissions.payload',
    ])
    .where('bookings.submission_id', '=', submissionId)
    .executeTakeFirst();
  if (!row || !isState(row.status)) return undefined;
  const payload = parsed(row.payload);
  const view: BookingView = {
    submissionId,
    propertyId: Number(row.property_id),
    slotId: row.slot_id,
    language: isLanguage(row.language) ? row.language : defaultLanguage,
    status: row.status,
    heldUntil: row.held_until,
    slotStart: typeof payload.slotStart === 'string' ? payload.slotStart : '',
    payload,
  };
  return { view, hashes: { visitor: row.visitor_token_hash, agency: row.agency_token_hash } };
}

/** The token's hash is this one (in constant time: the comparison tells nothing of how much matched). */
function sameHash(stored: string | null, token: string): boolean {
  if (stored === null) return false;
  const given = Buffer.from(tokenHash(token), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return kept.length === given.length && timingSafeEqual(kept, given);
}

/** The booking the link names and whose link it is; undefined for an unknown booking and a wrong token alike. */
export async function bookingByLink(
  db: Store,
  submissionId: number,
  token: string,
  defaultLanguage: Language,
): Promise<{ view: BookingView; role: LinkRole } | undefined> {
  const found = await bookingOf(db, submissionId, defaultLanguage);
  if (!found) return undefined;
  if (sameHash(found.hashes.visitor, token)) return { view: found.view, role: 'visitor' };
  if (sameHash(found.hashes.agency, token)) return { view: found.view, role: 'agency' };
  return undefined;
}

/** Held, and its hold not over at `now`. */
export const holds = (view: BookingView, now: Date): boolean =>
  view.status === 'held' && view.heldUntil !== null && view.heldUntil > now.toISOString();

/**
 * Confirms or cancels the booking inside a unit of work. A hold past its time is confirmed only if
 * its slot still has a seat (counted as the form counts them); a visit that has begun changes no more.
 */
export async function settleBooking(
  trx: Transaction<Tables>,
  serializeOn: SerializeOn,
  source: AppointmentSource,
  booking: { submissionId: number; action: LinkAction; now: Date; defaultLanguage: Language },
): Promise<Outcome> {
  const { action, now } = booking;
  const before = await bookingOf(trx, booking.submissionId, booking.defaultLanguage);
  if (!before) return 'already-cancelled';
  await serializeOn(slotKey(before.view.propertyId, before.view.slotId));
  // Read again with the slot held: another unit may have settled it meanwhile.
  const view = (await bookingOf(trx, booking.submissionId, booking.defaultLanguage))?.view ?? before.view;
  if (view.slotStart <= now.toISOString()) return 'passed';
  if (view.status === 'cancelled') return 'already-cancelled';
  if (action === 'confirm' && view.status === 'confirmed') return 'already-confirmed';
  if (action === 'confirm' && !holds(view, now)) {
    const slot = (await source.slotsOf(view.propertyId)).find((s) => s.id === view.slotId);
    if (!slot || (await seatsTaken(trx, view.propertyId, view.slotId, now)) >= slot.capacity) return 'seat-gone';
  }
  await trx
    .updateTable('bookings')
    .set({ status: action === 'confirm' ? 'confirmed' : 'cancelled', settled_at: now.toISOString() })
    .where('submission_id', '=', booking.submissionId)
    .where('status', '=', view.status)
    .execute();
  return action === 'confirm' ? 'confirmed' : 'cancelled';
}

/** The booking as it is now (after an action), by its number. */
export async function bookingNow(db: Store, submissionId: number, defaultLanguage: Language): Promise<BookingView | undefined> {
  return (await bookingOf(db, submissionId, defaultLanguage))?.view;
}
