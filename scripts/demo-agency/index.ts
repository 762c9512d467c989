import { parseArgs } from 'node:util';
import { generateAgency } from './generate.js';
import { writeSnapshot } from './write-snapshot.js';

// Writes a generated agency as a feed snapshot. The bundled sample is the default:
//   npx tsx scripts/demo-agency/index.ts            (100 properties, seed 1, data/sample/omnicasa)
const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    out: { type: 'string', default: 'data/sample/omnicasa' },
  },
});
await writeSnapshot(generateAgency({ count: Number(values.count), seed: Number(values.seed) }), values.out);
console.log(`wrote ${values.count} properties (seed ${values.seed}) to ${values.out}`);
