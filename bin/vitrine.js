#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so the installed command needs no build step. The Node.js
// version is checked first, with nothing else loaded yet: tsx and the CLI are imported only after it.
import { readFileSync } from 'node:fs';
import { oldNodeRefusal } from './node-version.js';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const refusal = oldNodeRefusal({
  running: process.version,
  engines: manifest.engines.node,
  localNode: manifest.dependencies.node,
});
if (refusal) {
  console.error(refusal);
  process.exit(2); // EXIT.usage (cli/exit-codes.ts): nothing was attempted
}

const { register } = await import('tsx/esm/api');
register();
await import('../cli/index.ts');
