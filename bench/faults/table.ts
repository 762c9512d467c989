import { holds, type Row, type RowOutcome } from './row.js';

// The fault table as Markdown, for docs/reliability.md's fault table.

export interface Measured {
  row: Row;
  outcome: RowOutcome;
  ms: number;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownTable(rows: readonly Measured[]): string {
  const lines = ['| fault | outcome | lost | duplicated | time | holds |', '|---|---|---:|---:|---:|---|'];
  for (const { row, outcome, ms } of rows) {
    const why = outcome.failures.length > 0 ? ` — FAILS: ${outcome.failures.join('; ')}` : '';
    lines.push(
      `| ${cell(row.fault)} | ${cell(outcome.outcome + why)} | ${outcome.lost} | ${outcome.duplicated} | ${(ms / 1000).toFixed(1)} s | ${holds(outcome) ? 'yes' : '**no**'} |`,
    );
  }
  return lines.join('\n');
}
