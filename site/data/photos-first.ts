import type { Picture } from '../../schema/index.js';

/** Whether a picture is a floor plan (a picture of no kind is a photo). */
export const isFloorPlan = (picture: Picture) => picture.kind === 'floorplan';

/**
 * A property's pictures with its photos first, then its floor plans, each in the feed's order: the
 * gallery's large picture, the share image and the JSON-LD image are a photo whenever there is one.
 */
export function photosFirst(pictures: readonly Picture[]): Picture[] {
  return [...pictures.filter((p) => !isFloorPlan(p)), ...pictures.filter(isFloorPlan)];
}
