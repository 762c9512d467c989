import type { Goal, Status } from '../../schema/index.js';

// DESIGN.md (Sources): Omnicasa's numeric codes.
export const GOAL_OF_CODE: Record<number, Goal> = { 0: 'sale', 1: 'rent', 2: 'takeover' };
export const STATUS_OF_CODE: Record<number, Status> = { 0: 'prospect', 1: 'active', 2: 'sold', 3: 'cancelled', 4: 'rented' };
