import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type ExpressionBuilder, sql, type Transaction } from 'kysely';
import { type AppointmentsFile, BOOKING_POLICY, BOOKING_TOKEN, type VisitSlot } from '../../schema/index.js';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import { tokenHash } from '../db/token-hash.js';
import type { SerializeOn } from '../db/unit-of-work.js';
import { withSecrets } from '../submissions/secrets.js';
import { weeklySlots } from './weekly-slots.js';

// §2 appointment plugin: a property's visit slots with the seats left, and the booking of one in
// the same transaction as its submission (capacity checked there, so two visitors never take the
// last seat together). A booking only *holds* its seat (finding 3: fake bookings filled slots)
// until its e-mail's link confirms it (appointment-links/); a hold not confirmed in time takes no
// seat. One e-mail address holds one booking of a property at a time, one visitor a few.

export interface AppointmentSource {
  slotsOf(propertyId: number): Promise<VisitSlot[]>;
}

/** Slots from configuration. */
export const configuredSlots = (slots: readonly VisitSlot[]): AppointmentSource => ({
  slotsOf: async (propertyId) => slots.filter((s) => s.propertyId === propertyId),
});

/** data/site/appointments.json: its single slots, and its weekly ones dated from today. */
export const configuredAppointments = (file: AppointmentsFile): AppointmentSource => ({
  slotsOf: async (propertyId) =>
    [...file.slots, ...weeklySlots(file.weekly, new Date(), file.weeksAhead)].filter((s) => s.propertyId === propertyId),
});

type Store = Db | Transaction<Tables>;

/** A link's secret: 192 random bits, URL-safe. */
export const newBookingToken = (): string => randomBytes(24).toString('base64url');

/** What the store keeps of the visitor's key: an HMAC under the server's secret, never the address. */
export const visitorHash = (key: string, secret: string): string =>
  createHmac('sha256', secret).update(`booking-visitor:${key}`).digest('hex');

/** The key a unit serializes on before it counts or changes a slot's seats. */
export const slotKey = (propertyId: number, slotId: string): string => `slot:${propertyId}:${slotId}`;

/** A booking that takes a seat at `now`: confirmed, or held and its hold not over. */
export const takesSeat = (now: Date) => (eb: ExpressionBuilder<Tables, 'bookings'>) =>
  eb.or([eb('bookings.status', '=', 'confirmed'), holding(now)(eb)]);

/** A hold not over at `now`. */
const holding = (now: Date) => (eb: ExpressionBuilder<Tables, 'bookings'>) =>
  eb.and([eb('bookings.status', '=', 'held'), eb('bookings.held_until', '>', now.toISOString())]);

/** The seats of the slot taken at `now`. */
export async function seatsTaken(db: Store, propertyId: number, slotId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('property_id', '=', propertyId)
    .where('slot_id', '=', slotId)
    .where(takesSeat(now))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function appointmentRoutes(app: FastifyInstance, db: Db, source: AppointmentSource, clock: () => Date = () => new Date()) {
  app.get<{ Params: { propertyId: string } }>('/api/appointments/:propertyId', async (request, reply) => {
    const propertyId = Number(request.params.propertyId);
    if (!Number.isInteger(propertyId) || propertyId <= 0) return reply.code(404).send({ message: 'no such property' });
    const now = clock();
    const slots = (await source.slotsOf(propertyId)).filter((s) => s.start > now.toISOString());
    reply.header('cache-control', 'no-store');
    return Promise.all(
      slots.map(async (slot) => ({
        ...slot,
        remaining: Math.max(0, slot.capacity - (await seatsTaken(db, propertyId, slot.id, now))),
      })),
    );
  });
}

export type HoldResult = 'held' | 'full' | 'unknown-slot' | 'already-held' | 'too-many-held';

export interface HoldRequest {
  submissionId: number;
  /** The submission's payload as stored (property, slot, e-mail): written again with the links' tokens and the hold's end. */
  payload: Record<string, unknown>;
  /** visitorHash of the visitor's key (visitor-key.ts). */
  visitor: string;
  now: Date;
}

/**
 * Holds a seat of a slot inside the submission's transaction, counting the seats taken and the
 * visitor's holds with the slot, the address and the visitor serialized on. The clear tokens join
 * the payload as the e-mails' secrets (the agency's and the visitor's), the store keeps their hashes.
 */
export async function holdSeat(
  trx: Transaction<Tables>,
  serializeOn: SerializeOn,
  source: AppointmentSource,
  request: HoldRequest,
): Promise<HoldResult> {
  const { payload, now } = request;
  const propertyId = Number(payload.propertyId);
  const slotId = String(payload.slotId);
  const email = String(payload.email).toLowerCase();
  const slot = (await source.slotsOf(propertyId)).find((s) => s.id === slotId);
  if (!slot || slot.start <= now.toISOString()) return 'unknown-slot';
  await serializeOn(slotKey(propertyId, slotId), `booking-email:${propertyId}:${email}`, `booking-visitor:${request.visitor}`);
  if ((await seatsTaken(trx, propertyId, slotId, now)) >= slot.capacity) return 'full';
  const heldByEmail = await trx
    .selectFrom('bookings')
    .innerJoin('submissions', 'submissions.id', 'bookings.submission_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bookings.property_id', '=', propertyId)
    .where(holding(now))
    .where(sql<string>`lower(submissions.payload ->> 'email')`, '=', email)
    .executeTakeFirst();
  if (Number(heldByEmail?.n ?? 0) >= BOOKING_POLICY.heldPerEmailAndProperty) return 'already-held';
  const heldByVisitor = await trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('visitor_hash', '=', request.visitor)
    .where(holding(now))
    .executeTakeFirst();
  if (Number(heldByVisitor?.n ?? 0) >= BOOKING_POLICY.heldPerVisitor) return 'too-many-held';

  const tokens = { visitor: newBookingToken(), agency: newBookingToken() };
  const heldUntil = new Date(now.getTime() + BOOKING_POLICY.holdMinutes * 60_000).toISOString();
  await trx
    .insertInto('bookings')
    .values({
      submission_id: request.submissionId,
      property_id: propertyId,
      slot_id: slotId,
      created_at: now.toISOString(),
      status: 'held',
      held_until: heldUntil,
      visitor_token_hash: tokenHash(tokens.visitor),
      agency_token_hash: tokenHash(tokens.agency),
      visitor_hash: request.visitor,
    })
    .execute();
  const withTokens = withSecrets(
    withSecrets({ ...payload, heldUntil }, 'visitor', { [BOOKING_TOKEN]: tokens.visitor }),
    'agency',
    {
      [BOOKING_TOKEN]: tokens.agency,
    },
  );
  await trx
    .updateTable('submissions')
    .set({ payload: JSON.stringify(withTokens) })
    .where('id', '=', request.submissionId)
    .execute();
  return 'held';
}
