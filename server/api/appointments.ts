import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { AppointmentsFile, VisitSlot } from '../../schema/index.js';
import type { Db } from '../db/open-database.js';
import type { Tables } from '../db/tables.js';
import type { SerializeOn } from '../db/unit-of-work.js';
import { weeklySlots } from './weekly-slots.js';

// §2 appointment plugin: a property's visit slots with the seats left, and the booking of one in
// the same transaction as its submission (capacity checked there, so two visitors never take the
// last seat together).

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

async function booked(db: Db | Transaction<Tables>, propertyId: number, slotId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('property_id', '=', propertyId)
    .where('slot_id', '=', slotId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function appointmentRoutes(app: FastifyInstance, db: Db, source: AppointmentSource) {
  app.get<{ Params: { propertyId: string } }>('/api/appointments/:propertyId', async (request, reply) => {
    const propertyId = Number(request.params.propertyId);
    if (!Number.isInteger(propertyId) || propertyId <= 0) return reply.code(404).send({ message: 'no such property' });
    const now = new Date().toISOString();
    const slots = (await source.slotsOf(propertyId)).filter((s) => s.start > now);
    reply.header('cache-control', 'no-store');
    return Promise.all(
      slots.map(async (slot) => ({ ...slot, remaining: Math.max(0, slot.capacity - (await booked(db, propertyId, slot.id))) })),
    );
  });
}

export type BookingResult = 'confirmed' | 'full' | 'unknown-slot';

/** Books a seat of a slot inside the submission's transaction, counting the seats taken with the slot held. */
export async function bookSlot(
  trx: Transaction<Tables>,
  serializeOn: SerializeOn,
  source: AppointmentSource,
  booking: { submissionId: number; propertyId: number; slotId: string },
): Promise<BookingResult> {
  const slot = (await source.slotsOf(booking.propertyId)).find((s) => s.id === booking.slotId);
  if (!slot || slot.start <= new Date().toISOString()) return 'unknown-slot';
  await serializeOn(`slot:${booking.propertyId}:${booking.slotId}`);
  if ((await booked(trx, booking.propertyId, booking.slotId)) >= slot.capacity) return 'full';
  await trx
    .insertInto('bookings')
    .values({
      submission_id: booking.submissionId,
      property_id: booking.propertyId,
      slot_id: booking.slotId,
      created_at: new Date().toISOString(),
    })
    .execute();
  return 'confirmed';
}
