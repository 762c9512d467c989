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

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-shared-sample-'));
  project.provide('sharedSampleDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
