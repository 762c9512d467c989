import { z } from 'zod';
import { schemaKey, withoutSchemaKey } from './config-file.js';

// §2 appointment plugin, §4 Appointment status: a property's visit slots, each with its seats.
// From configuration (data/site/appointments.json) until the back office's GetAppointmentObject is read.

export const visitSlotSchema = z.strictObject({
  /** Unique per property: the form sends it back. */
  id: z.string().regex(/^[\w:.-]{1,100}$/),
  propertyId: z.number().int().positive(),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  /** How many visitors the slot takes. */
  capacity: z.number().int().min(1).max(100),
});
export type VisitSlot = z.infer<typeof visitSlotSchema>;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM');

/** An open house every week (the agency's usual way): a property, a weekday, its hours, its seats. */
export const weeklySlotSchema = z.strictObject({
  propertyId: z.number().int().positive(),
  weekday: z.enum(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']),
  from: time,
  to: time,
  capacity: z.number().int().min(1).max(100),
});
export type WeeklySlot = z.infer<typeof weeklySlotSchema>;

/** data/site/appointments.json: single slots, and weekly ones offered a few weeks ahead. */
export const appointmentsFileSchema = z
  .strictObject({
    $schema: schemaKey,
    slots: z.array(visitSlotSchema).default([]),
    weekly: z.array(weeklySlotSchema).default([]),
    /** How many weeks ahead the weekly slots are offered. */
    weeksAhead: z.number().int().min(1).max(26).default(4),
  })
  .transform(withoutSchemaKey);

/**
 * §4 Appointment status, as the form's answer gives it: a booking *holds* its seat until the visitor
 * confirms it by the link of their e-mail (or the agency by the link of its own); a hold not
 * confirmed in time frees its seat (security review, finding 3: fake bookings filled slots).
 */
export const APPOINTMENT_STATUS = 'held';

/** What a booking is: holding its seat until `held_until`, confirmed, or cancelled (its seat free). */
export const BOOKING_STATES = ['held', 'confirmed', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

/** The figures of the holds (finding 3): how long one lasts, and how many one visitor may have at once. */
export const BOOKING_POLICY = {
  /** A booking holds its seat this long for the visitor to confirm it from the e-mail. */
  holdMinutes: 30,
  /** Held (not yet confirmed) bookings per e-mail address and property at once. */
  heldPerEmailAndProperty: 1,
  /** Held bookings per visitor (server/api/visitor-key.ts) at once, whatever the property. */
  heldPerVisitor: 3,
} as const;

export type AppointmentsFile = z.infer<typeof appointmentsFileSchema>;

/** The name of a booking's links' token among the submission's secrets (server/submissions/secrets.ts), in the visitor's e-mail and the agency's. */
export const BOOKING_TOKEN = 'bookingToken';
