import type { Language } from '../../../schema/index.js';
import { OMNICASA_LANGUAGE_IDS } from '../languages.js';
import type { OmnicasaParams } from '../request.js';

// The parameters of the owner portal's calls to Omnicasa, as public clients send them
// (fw4-bvba/omnicasa-api src/Request/Owner/*, maneuver-agency/omnicasa-php-lib src/Owner.php).
// Lists of ids travel as one comma-separated string, as fw4's client serializes them. Pure.

export const OWNER_METHODS = {
  login: 'CheckPersonLogin',
  person: 'GetPerson',
  properties: 'GetRelatedProperties',
  portals: 'GetManyVisitStatisticsOfProperty',
  media: 'GetMediaObjectStatisticsGraphList',
  calendar: 'GetCalendarHistories',
} as const;

/** One page of a list answer: the portal shows one property's lines, never thousands. */
export const OWNER_LIST_ROWS = 200;

const page = { Limit1: 1, Limit2: OWNER_LIST_ROWS };

/** The back office's owner login: `IsProprietors` asks for an owner, not a buyer's account. */
export function loginParams(email: string, password: string): OmnicasaParams {
  return { Email: email.trim(), Password: password, IsProprietors: true };
}

export function personParams(personId: number): OmnicasaParams {
  return { ID: personId };
}

/** The properties the back office relates to the person (owner side), by the e-mail they logged in with. */
export function relatedPropertiesParams(email: string): OmnicasaParams {
  return { Email: email.trim(), ...page };
}

/** Visits per portal; `IsGroupAllPortals: false` keeps one line per portal. */
export function portalStatisticsParams(propertyId: number, language: Language): OmnicasaParams {
  return { ID: propertyId, IsGroupAllPortals: false, LanguageId: OMNICASA_LANGUAGE_IDS[language] };
}

/** Views per media object over the property's whole life (no StartDate/EndDate). */
export function mediaStatisticsParams(propertyId: number, language: Language): OmnicasaParams {
  return { ObjectIDs: String(propertyId), LanguageId: OMNICASA_LANGUAGE_IDS[language], ...page };
}

export function calendarParams(propertyId: number, language: Language): OmnicasaParams {
  return { ObjectID: propertyId, LanguageId: OMNICASA_LANGUAGE_IDS[language], ...page };
}
