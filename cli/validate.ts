import { readdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AdGap } from '../pipeline/derive/ad-compliance.js';
import { adGapsOfOutput } from '../pipeline/write/ad-gaps-of-output.js';
import { checkOutput } from '../pipeline/write/check-output.js';
import { type Finding, validateFeedFile, validateSnapshotFolder } from '../sources/index.js';
import { adGapLines, adGapsHeading } from './ad-gaps.js';
import { EXIT } from './exit-codes.js';
import { handleError, UsageError } from './handle-error.js';

export async function validateCommand(folder: string, flags: { json?: boolean }): Promise<number> {
  const json = flags.json === true;
  try {
    const dir = resolve(folder);
    const info = await stat(dir).catch(() => {
      throw new UsageError(`${folder} is neither a folder nor a file`);
    });
    let kind: 'generated' | 'snapshot' | 'feed';
    let findings: Finding[];
    // Issue 46: a valid generated folder's listings may still lack what an advertisement must state (reported, not failed).
    let adGaps: AdGap[] = [];
    if (info.isFile()) {
      kind = 'feed';
      findings = await validateFeedFile(dir, folder);
    } else if ((await readdir(dir)).includes('manifest.json')) {
      kind = 'generated';
      findings = (await checkOutput(dir)).map((p) => ({
        place: `${join(folder, p.file)}${p.place ? ` ${p.place}` : ''}`,
        message: p.message,
      }));
      if (findings.length === 0) adGaps = await adGapsOfOutput(dir);
    } else {
      kind = 'snapshot';
      findings = await validateSnapshotFolder(dir, folder);
    }
    if (json)
      process.stdout.write(
        `${JSON.stringify({ ok: findings.length === 0, command: 'validate', kind, problems: findings, adGaps })}\n`,
      );
    else if (findings.length === 0) {
      process.stdout.write(`${folder}: valid ${kind === 'feed' ? 'feed file' : `${kind} folder`}\n`);
      if (adGaps.length > 0)
        process.stdout.write(`${[adGapsHeading(adGaps), ...adGapLines(adGaps, Number.POSITIVE_INFINITY)].join('\n')}\n`);
    } else {
      process.stdout.write(
        `${folder}: ${findings.length} problem(s) in this ${kind === 'feed' ? 'feed file' : `${kind} folder`}\n`,
      );
      for (const f of findings) process.stdout.write(`  ${f.place}: ${f.message}\n`);
    }
    return findings.length === 0 ? EXIT.ok : EXIT.failed;
  } catch (error) {
    return handleError('validate', error, json);
  }
}
