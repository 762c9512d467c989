import { fileURLToPath } from 'node:url';

/** The installed package's root: the bundled sample travels with the code, not with the working folder. */
export const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SAMPLE_SNAPSHOT = fileURLToPath(new URL('../data/sample/omnicasa/', import.meta.url));
