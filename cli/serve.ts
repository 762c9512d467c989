import { join, resolve } from 'node:path';
import { z } from 'zod';
import { createServer } from '../server/create-server.js';
import { handleError } from './handle-error.js';
import { PACKAGE_ROOT } from './paths.js';

/** The built site served by default: what `vitrine build` writes. */
export const serveFlagsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65535).default(3000),
  host: z.string().default('127.0.0.1'),
  site: z.string().default(join(PACKAGE_ROOT, 'dist', 'client')),
});

/** `vitrine serve`: the built site on localhost (the forms' API joins it with the server issue). */
export async function serveCommand(rawFlags: z.input<typeof serveFlagsSchema>): Promise<number | undefined> {
  try {
    const flags = serveFlagsSchema.parse(rawFlags);
    const app = await createServer({ siteDir: resolve(flags.site) });
    const address = await app.listen({ port: flags.port, host: flags.host });
    process.stdout.write(`Serving ${flags.site} at ${address}/\n`);
    return undefined; // keeps running
  } catch (error) {
    return handleError('serve', error, false);
  }
}
