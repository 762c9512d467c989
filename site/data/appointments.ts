import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { appointmentsFileSchema } from '../../schema/index.js';
import { configDir } from '../site-config.js';

// Build time: which properties take online bookings (data/site/appointments.json, the file the
// server dates its slots from). The slots themselves change by the minute: the page asks the server.

function readAppointments() {
  const path = join(configDir(), 'appointments.json');
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return appointmentsFileSchema.parse({});
    throw error;
  }
  const parsed = appointmentsFileSchema.safeParse(value);
  if (!parsed.success) throw new Error(`${path} is not a valid appointments file:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

let bookable: Set<number> | undefined;

/** Whether the property has visit slots to book online. */
export function takesBookings(propertyId: number): boolean {
  if (!bookable) {
    const file = readAppointments();
    bookable = new Set([...file.slots, ...file.weekly].map((s) => s.propertyId));
  }
  return bookable.has(propertyId);
}
