import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { configJsonSchemas, SCHEMA_FOLDER, schemaText } from './generate.js';

// Writes the configuration's JSON Schemas into the configuration folder (docs/configuration.md):
//   npm run schemas            (data/site/schema/)
const { values } = parseArgs({ options: { config: { type: 'string', default: 'data/site' } } });
const folder = join(values.config, SCHEMA_FOLDER);
await mkdir(folder, { recursive: true });
for (const [file, schema] of Object.entries(configJsonSchemas())) await writeFile(join(folder, file), schemaText(schema));
console.log(`wrote the JSON Schemas of the configuration to ${folder}`);
