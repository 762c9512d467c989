import { treeState } from '../../../tests/support/tree.js';
import { damaged, lastLine, publishProblems } from '../output.js';
import type { Row } from '../row.js';
import { feedRig } from './feed-sync.js';

// The feed server dies mid-sync (closes its port and every connection at a random request): the
// run fails naming the call, the last good output is untouched, and once the feed is back the next
// sync publishes.

export const feedDies: Row = {
  id: 'feed-dies',
  fault: 'feed server dies mid-sync',
  async run(context) {
    const rig = await feedRig(context);
    const dieAt = context.random.int(2, rig.requestsPerRun - 1);
    const before = await treeState(rig.out);
    const { run } = await rig.syncThrough(rig.today, (r) => (r.n === dieAt ? { kind: 'go-away' } : undefined));
    const failures: string[] = [];
    if (run.code !== 1) failures.push(`the sync exited ${run.code ?? run.signal}, not 1`);
    if (!/Get\w+ \((fr|nl|en|de), page \d+/.test(run.stderr)) failures.push(`the error names no call: ${lastLine(run.stderr)}`);
    const lost = await damaged(rig.out, before);
    const next = await rig.syncThrough(rig.today);
    failures.push(...(await publishProblems(next.run, rig.out)));
    return {
      outcome: `died at request ${dieAt} of ${rig.requestsPerRun}: exit ${run.code}, output untouched${lost ? ' NOT' : ''}; feed back: next sync exit ${next.run.code}`,
      lost,
      duplicated: 0,
      failures,
    };
  },
};
