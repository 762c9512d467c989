// The contract shared by pipeline, site and server (DESIGN.md, Dependency rules): import from here.
export * from './conditions.js';
export * from './content.js';
export * from './forms/index.js';
export * from './project.js';
export * from './property.js';
export * from './search.js';
export * from './site-config.js';
export * from './spec/devices.js';
export * from './spec/epc.js';
export * from './spec/goals.js';
export * from './spec/images.js';
export * from './spec/languages.js';
export * from './spec/limits.js';
export * from './spec/regions.js';
export * from './spec/routes.js';
export * from './sync-report.js';
export * from './taxonomy.js';
