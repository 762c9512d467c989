import { stat } from 'node:fs/promises';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files longest first, across both projects (vitest.config.ts). vitest's own order runs
 * one project's files before the other's, by name: on CI's fresh clone the PostgreSQL project's
 * store tests went first, and the longest files (the site's in Chromium) started two minutes late
 * on a 2-core machine. Longest: by the last run's time when every file has one, else
 * by size (a fresh clone has no times).
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = files.map((spec) => this.ctx.cache.getTestSpecificationResult(spec)?.duration);
    const keys = durations.every((duration) => duration !== undefined)
      ? durations
      : await Promise.all(files.map(async (spec) => (await stat(spec.moduleId)).size));
    return files
      .map((spec, index) => ({ spec, key: keys[index] ?? 0 }))
      .sort((a, b) => b.key - a.key)
      .map(({ spec }) => spec);
  }
}
