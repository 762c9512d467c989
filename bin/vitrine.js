#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so the installed command needs no build step.
import { register } from 'tsx/esm/api';

register();
await import('../cli/index.ts');
