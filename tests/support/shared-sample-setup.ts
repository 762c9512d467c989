import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

// vitest's global set-up: a folder of this run for the sample built once and shared by the test
// files that only read it (tests/support/sample-build.ts, sharedSampleBuild). Made empty here; the
// first file that asks builds into it.

declare module 'vitest' {
  export interface ProvidedContext {
    sharedSampleDir: string;
  }
}

/**
 * The run's folder, one for every project that sets this up: vitest loads this module once per
 * project, so the folder is kept on vitest's process (a registered symbol), not in a module variable.
 */
const RUN_FOLDER = Symbol.for('vitrine.tests.shared-sample-dir');
type Holder = { [RUN_FOLDER]?: Promise<string> };

export default async function setup(project: TestProject) {
  const holder = globalThis as Holder;
  holder[RUN_FOLDER] ??= mkdtemp(join(tmpdir(), 'vitrine-shared-sample-'));
  const dir = await holder[RUN_FOLDER];
  project.provide('sharedSampleDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
