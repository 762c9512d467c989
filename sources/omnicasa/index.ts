// The Omnicasa source's public module: what the rest of Vitrine may use of it (DESIGN.md, Dependency rules).
export { OMNICASA_KINDS } from './back-office/calls.js';
export { type OmnicasaOptions, omnicasaDelivery } from './back-office/deliver.js';
export { omnicasaOwnerBackOffice } from './back-office/owner.js';
export { createHttpTransport } from './http-transport.js';
export { mapOmnicasaFeeds } from './map-feed.js';
export type { RawPropertyInput } from './raw-property.js';
export { createSnapshotTransport } from './snapshot.js';
export { omnicasaSource } from './source.js';
export { type Finding, snapshotLanguagesOf, validateOmnicasaSnapshot } from './validate.js';
