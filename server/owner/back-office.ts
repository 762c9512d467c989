import type { CalendarVisit, Language } from '../../schema/index.js';

// What the owner portal asks of the agency's back office, when one is configured (DESIGN.md,
// Sources: owner statistics). The server reaches the vendor only through this interface; the
// Omnicasa implementation lives in server/omnicasa/owner.ts.

export interface BackOfficeOwner {
  /** The back office's id of the person. */
  personId: number;
  name: string;
  email: string;
  /** The properties the person owns there (may be empty when the back office does not say). */
  propertyIds: number[];
}

export interface BackOfficeFigures {
  /** Visits per property portal (Immoweb, Zimmo, …), labelled by the back office. */
  portals: { label: string; value: number }[];
  /** Views per media object (brochure, virtual tour, video, …), labelled by the back office. */
  media: { label: string; value: number }[];
  /** The back office's calendar: visits of the property. */
  visits: CalendarVisit[];
}

export interface OwnerBackOffice {
  /** The back office's own owner login: the person, or null when it refuses the e-mail and password. */
  checkLogin(email: string, password: string): Promise<BackOfficeOwner | null>;
  /** One property's figures, texts in `language` where the back office has them. */
  figures(propertyId: number, language: Language): Promise<BackOfficeFigures>;
}
