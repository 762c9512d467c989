import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// Debian's Caddy (`npm test` installs it: scripts/test.sh) for a test, on loopback only: the
// repository's Caddyfile with its site address and upstream moved to the test's ports, and global
// options that keep Caddy inside the test's folder (no admin endpoint, no :80 redirect server, no
// HTTP/3 socket, its own storage, its local CA never installed into the machine's trust store).

const TEST_OPTIONS = (storage: string) => `{
	admin off
	skip_install_trust
	auto_https disable_redirects
	default_bind 127.0.0.1
	storage file_system ${storage}
	servers {
		protocols h1 h2
	}
}
`;

/** Replaces what `pattern` matches, which must occur exactly once, by `to`. */
function replaceOnce(text: string, pattern: RegExp, to: string): string {
  const count = [...text.matchAll(new RegExp(pattern.source, `${pattern.flags}g`))].length;
  if (count !== 1) throw new Error(`the Caddyfile should hold ${pattern} once, and holds it ${count} times`);
  return text.replace(pattern, to);
}

/**
 * The real Caddyfile on loopback: `https://127.0.0.1:<port>` with `tls internal` for the site
 * address, `127.0.0.1:<upstream>` for vitrine serve's 127.0.0.1:3000, the test's global options.
 */
export function loopbackCaddyfile(real: string, place: { site: string; port: number; upstream: number; storage: string }) {
  if (real.replace(/#.*$/gm, '').trimStart().startsWith('{'))
    throw new Error('the Caddyfile has a global options block: merge it with the test options in tests/support/caddy.ts');
  const address = new RegExp(`^${place.site.replaceAll('.', '\\.')} \\{$`, 'm');
  const site = replaceOnce(real, address, `https://127.0.0.1:${place.port} {\n\ttls internal`);
  return TEST_OPTIONS(place.storage) + replaceOnce(site, /127\.0\.0\.1:3000\b/, `127.0.0.1:${place.upstream}`);
}

export interface RunningCaddy {
  /** The PEM of the local CA that signed the site's certificate (`tls internal`): what a client trusts. */
  rootCa: string;
  stop: () => Promise<void>;
}

/**
 * `caddy run` in `dir` of the Caddyfile `caddyfile` makes for its storage folder, once its
 * certificate for 127.0.0.1 is made (its log says so).
 */
export async function startCaddy(dir: string, caddyfile: (storage: string) => string): Promise<RunningCaddy> {
  const storage = join(dir, 'storage');
  await mkdir(storage, { recursive: true });
  const config = join(dir, 'Caddyfile');
  await writeFile(config, caddyfile(storage));
  const child = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: dir, XDG_DATA_HOME: join(dir, 'data'), XDG_CONFIG_HOME: join(dir, 'config') },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let log = '';
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      log += chunk;
      if (/"msg":"certificate obtained successfully"[^\n]*"identifier":"127\.0\.0\.1"/.test(log)) resolve();
    });
    child.once('error', (error) =>
      reject(new Error(`caddy could not start (${error.message}): npm test installs it (scripts/test.sh)`)),
    );
    child.once('exit', (code) => reject(new Error(`caddy exited (${code}) before it served:\n${log}`)));
  });
  return {
    rootCa: await readFile(join(storage, 'pki', 'authorities', 'local', 'root.crt'), 'utf8'),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
