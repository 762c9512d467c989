import type { Fault } from '../../../tests/support/omnicasa-server.js';
import { treeState } from '../../../tests/support/tree.js';
import { damaged, lastLine, publishProblems } from '../output.js';
import type { Row } from '../row.js';
import { feedRig } from './feed-sync.js';

// A malformed and a truncated feed answer (at a random request each): the run fails naming the call,
// nothing of the last good output changes, and the next sync of a sound feed publishes.

export const badFeed: Row = {
  id: 'bad-feed',
  fault: 'malformed / truncated feed',
  async run(context) {
    const rig = await feedRig(context);
    const failures: string[] = [];
    const seen: string[] = [];
    let lost = 0;
    for (const kind of ['malformed', 'truncated'] as const) {
      const at = context.random.int(1, rig.requestsPerRun);
      const fault: Fault = { kind };
      const before = await treeState(rig.out);
      // Every answer to that call is bad (its retry too): the fault does not pass by itself.
      let target: string | undefined;
      const { run } = await rig.syncThrough(rig.today, (r) => {
        const call = JSON.stringify([r.method, r.params.Limit1, r.params.LanguageId, r.params.DescriptionLanguageId]);
        if (r.n === at) target = call;
        return call === target ? fault : undefined;
      });
      if (run.code !== 1) failures.push(`${kind}: the sync exited ${run.code ?? run.signal}, not 1`);
      if (!/Get\w+ \((fr|nl|en|de), page \d+/.test(run.stderr))
        failures.push(`${kind}: the error names no call: ${lastLine(run.stderr)}`);
      lost += await damaged(rig.out, before);
      seen.push(`${kind} at request ${at}: exit ${run.code}`);
    }
    const next = await rig.syncThrough(rig.today);
    failures.push(...(await publishProblems(next.run, rig.out)));
    return {
      outcome: `${seen.join('; ')}; output untouched${lost ? ' NOT' : ''}; next sync exit ${next.run.code}`,
      lost,
      duplicated: 0,
      failures,
    };
  },
};
