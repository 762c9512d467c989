import { describe, expect, it } from 'vitest';
import { describeNodeRange, oldNodeRefusal } from '../../bin/node-version.js';
import manifest from '../../package.json' with { type: 'json' };

// bin/vitrine.js refuses a Node.js outside package.json's engines before it loads anything else.

const versions = (running: string) => ({ running, engines: manifest.engines.node, localNode: manifest.dependencies.node });

describe('oldNodeRefusal with package.json’s engines', () => {
  it.each(['v22.19.0', 'v22.23.1', 'v24.0.0', 'v24.21.0', 'v26.1.0'])('lets %s run', (running) => {
    expect(oldNodeRefusal(versions(running))).toBeUndefined();
  });

  it.each(['v20.20.2', 'v20.19.0', 'v22.18.0', 'v22.12.0', 'v23.11.1', 'v18.20.8'])('refuses %s in one sentence', (running) => {
    const refusal = oldNodeRefusal(versions(running));
    expect(refusal).toBe(
      `Vitrine needs Node.js 22.19+ or 24+ and this is Node.js ${running.slice(1)}: run \`npm install\` in the project, ` +
        'which puts a project-local Node.js 24.21.0 that `npm run vitrine -- …` and `npx vitrine` use, ' +
        'or install Node.js 22.19+ or 24+ (an LTS line).',
    );
    expect(refusal?.split('. ')).toHaveLength(1);
  });
});

describe('describeNodeRange', () => {
  it.each([
    ['^22.19.0 || >=24', 'Node.js 22.19+ or 24+'],
    ['>=20.19 <21 || >=22', 'Node.js 20.19+ or 22+'],
    ['>=24.11.1', 'Node.js 24.11.1+'],
    ['^22.12.0 || ^24.0.0 || >=26.0.0', 'Node.js 22.12+ or 24+ or 26+'],
  ])('%s → %s', (range, words) => {
    expect(describeNodeRange(range)).toBe(words);
  });
});
