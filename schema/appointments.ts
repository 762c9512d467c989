import { z } from 'zod';

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
export const appointmentsFileSchema = z.strictObject({
  slots: z.array(visitSlotSchema).default([]),
  weekly: z.array(weeklySlotSchema).default([]),
  /** How many weeks ahead the weekly slots are offered. */
  weeksAhead: z.number().int().min(1).max(26).default(4),
});

/** §4: the only status the spec names; a booking that holds is confirmed at once. */
export const APPOINTMENT_STATUS = 'confirmed';
export type AppointmentsFile = z.infer<typeof appointmentsFileSchema>;
