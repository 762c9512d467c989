import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { envSchema, readServerEnv } from '../../cli/server-config.js';
import { ROOT } from '../support/cli.js';
import {
  adapted,
  envFileSettings,
  execStartOf,
  makeInstall,
  readDeployFile,
  runCommand,
  unitEnvironment,
  unitSetting,
} from '../support/deploy-install.js';

// deploy/ checked by the tools that will read it: systemd 252's `systemd-analyze verify` and
// `security --offline` (no systemd as PID 1 here, so nothing is started), Caddy's `validate`, the
// CLI's own help for the units' flags, and the server's environment schema for the env file.

const SERVICES = ['vitrine-serve', 'vitrine-sync', 'vitrine-alerts', 'vitrine-backup'] as const;
const TIMERS = ['vitrine-sync', 'vitrine-alerts', 'vitrine-backup'] as const;
const UNITS = [...SERVICES.map((s) => `${s}.service`), ...TIMERS.map((t) => `${t}.timer`)];
/** The hardening every service has alike (its writable paths apart): vitrine-serve.service's. */
const HARDENING =
  /^(Protect\w+|Private\w+|NoNewPrivileges|CapabilityBoundingSet|AmbientCapabilities|Restrict\w+|LockPersonality|RemoveIPC|SystemCall\w+|UMask|User|Group|WorkingDirectory|EnvironmentFile)=.*$/gm;

/** This checkout, as the units' /opt/vitrine (without cli.ts's ROOT's trailing slash). */
const CHECKOUT = ROOT.replace(/\/+$/, '');
let work: string;
/** The units with /opt/vitrine where this checkout is (verify checks that ExecStart's program exists). */
const units = new Map<string, string>();

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'vitrine-deploy-files-'));
  for (const name of UNITS) {
    const text = adapted(await readDeployFile(name), { install: CHECKOUT, backups: work });
    units.set(name, text);
    await writeFile(join(work, name), text);
  }
});

/** systemd-analyze verify of these files: 252 exits 0 on an unknown or misspelt setting and only warns, so a unit passes with no word on stderr. */
async function verify(files: string[]) {
  const run = await runCommand(['systemd-analyze', 'verify', '--man=no', ...files], work, process.env);
  return { ...run, accepted: run.code === 0 && run.stderr.trim() === '' };
}

describe('the systemd units (deploy/*.service, *.timer)', () => {
  it('are accepted by systemd-analyze verify, with no warning', async () => {
    const run = await verify(UNITS.map((name) => join(work, name)));
    expect(run.stderr).toBe('');
    expect(run.accepted).toBe(true);
  });

  it('a unit with a misspelt setting is refused by the same check', async () => {
    const broken = join(await mkdtemp(join(tmpdir(), 'vitrine-deploy-broken-')), 'vitrine-serve.service');
    await writeFile(broken, (units.get('vitrine-serve.service') as string).replace('\nProtectSystem=', '\nProtectSytem='));
    const run = await verify([broken]);
    expect(run.stderr).toContain("Unknown key 'ProtectSytem' in section [Service]");
    expect(run.accepted).toBe(false);
  });

  it("have systemd-analyze security's exposure of 1.4 or less, the same hardening, and no MemoryDenyWriteExecute", async () => {
    const serve = units.get('vitrine-serve.service') as string;
    for (const service of SERVICES) {
      const text = units.get(`${service}.service`) as string;
      const run = await runCommand(
        ['systemd-analyze', 'security', '--offline=true', join(work, `${service}.service`)],
        work,
        process.env,
      );
      const exposure = Number(/Overall exposure level for \S+: (\d+\.\d+)/.exec(run.stdout + run.stderr)?.[1]);
      // The figure docs/operations.md gives.
      expect(exposure, service).toBeLessThanOrEqual(1.4);
      expect(text.match(HARDENING), service).toEqual(serve.match(HARDENING));
      // V8's JIT writes the code it runs: with it, Node.js would not start.
      expect(text).not.toMatch(/^MemoryDenyWriteExecute=/m);
      expect(unitSetting(text, 'ProtectSystem')).toBe('strict');
    }
    expect(unitSetting(serve, 'Restart')).toBe('on-failure');
    expect(unitSetting(serve, 'KillSignal')).toBe('SIGTERM');
    expect(unitSetting(serve, 'RestrictAddressFamilies')).toBe('AF_INET AF_INET6 AF_UNIX');
    expect(unitSetting(serve, 'CapabilityBoundingSet')).toBe('');
  }, 60_000);

  it('run the CLI with flags it has, from an installed checkout', async () => {
    for (const service of SERVICES) {
      const command = execStartOf(units.get(`${service}.service`) as string);
      const [node = '', script = '', subcommand = ''] = command;
      expect([node, script]).toEqual([join(CHECKOUT, 'node_modules', '.bin', 'node'), join(CHECKOUT, 'bin', 'vitrine.js')]);
      const help = await runCommand([node, script, subcommand, '--help'], ROOT, process.env);
      expect(help.code, help.stderr).toBe(0);
      for (const flag of command.filter((word) => word.startsWith('--')))
        expect(help.stdout, `${service} ${flag}`).toContain(flag);
    }
  }, 60_000);

  it('give every timer a service to start, persistently', () => {
    for (const timer of TIMERS) {
      const text = units.get(`${timer}.timer`) as string;
      expect(units.has(`${timer}.service`)).toBe(true);
      expect(unitSetting(text, 'Persistent')).toBe('true');
      expect(unitSetting(text, 'OnCalendar')).toBeDefined();
    }
    expect(unitSetting(units.get('vitrine-sync.timer') as string, 'OnCalendar')).toBe('*:0/15');
  });
});

describe('deploy/Caddyfile', () => {
  const validate = async (text: string) => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-caddyfile-'));
    await writeFile(join(dir, 'Caddyfile'), text);
    return runCommand(['caddy', 'validate', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], dir, {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: join(dir, 'data'),
      XDG_CONFIG_HOME: join(dir, 'config'),
    });
  };

  it('is valid for caddy validate; a misspelt directive is not', async () => {
    const real = await readDeployFile('Caddyfile');
    const run = await validate(real);
    expect(run.code, run.stderr).toBe(0);
    expect((await validate(real.replace('reverse_proxy', 'reverse_proxi'))).code).not.toBe(0);
  });

  it('proxies everything to vitrine serve on 127.0.0.1:3000 and compresses nothing itself', async () => {
    const real = (await readDeployFile('Caddyfile')).replace(/#.*$/gm, '');
    expect(real).toMatch(/^www\.agence\.example \{$/m);
    expect(real).toMatch(/^\treverse_proxy 127\.0\.0\.1:3000$/m);
    expect(real).not.toMatch(/\bencode\b/);
    expect(execStartOf(units.get('vitrine-serve.service') as string).join(' ')).toContain('--host 127.0.0.1 --port 3000');
  });
});

describe('deploy/vitrine.env.example', () => {
  let example: ReturnType<typeof envFileSettings>;
  beforeAll(async () => {
    example = envFileSettings(await readDeployFile('vitrine.env.example'));
  });

  it("names every setting of the server's environment schema", () => {
    const named = new Set([...Object.keys(example.set), ...Object.keys(example.commented)]);
    const missing = Object.keys(envSchema.shape).filter((key) => !named.has(key));
    expect(missing).toEqual([]);
  });

  it('gives each default as the schema has it, and values the server takes', () => {
    const defaults = readServerEnv({}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(example.commented)) {
      if (!(key in envSchema.shape) || defaults[key] === undefined) continue;
      expect((readServerEnv({ [key]: value }) as Record<string, unknown>)[key], key).toEqual(defaults[key]);
    }
    const taken = readServerEnv(example.set);
    expect(taken.VITRINE_TRUST_PROXY).toEqual(['127.0.0.1']);
    expect(taken.VITRINE_PUBLIC_URL).toBe('https://www.agence.example');
  });

  it('leaves the secrets empty and puts the store where vitrine-serve.service may write', async () => {
    for (const key of Object.keys(example.set).filter((k) => /PASSWORD|USER|KEY|SMTP_URL/.test(k)))
      expect(example.set[key], key).toBe('');
    const serve = await readDeployFile('vitrine-serve.service');
    const writable = unitSetting(serve, 'ReadWritePaths') as string;
    expect(`${dirname(example.set.VITRINE_DB as string)}/`.startsWith(`${writable}/`)).toBe(true);
  });
});

describe('deploy/vitrine (the CLI by hand)', () => {
  it('runs a command with the environment file, on the project-local Node.js, from the checkout', async () => {
    const install = await mkdtemp(join(tmpdir(), 'vitrine-wrapper-'));
    await makeInstall(install);
    const envFile = join(install, 'vitrine.env');
    await writeFile(envFile, adapted(await readDeployFile('vitrine.env.example'), { install }));
    await writeFile(join(install, 'vitrine'), adapted(await readDeployFile('vitrine'), { install, envFile }));
    // As `sudo -u vitrine vitrine outbox`: nothing of this shell's VITRINE_* settings, all from the file.
    const run = await runCommand(['sh', join(install, 'vitrine'), 'outbox'], tmpdir(), unitEnvironment({}));
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('Nothing waits: every submission is delivered.\n');
    // The store the file names, made by that command in the checkout's data/server.
    expect(existsSync(join(install, 'data', 'server', 'vitrine.db'))).toBe(true);
  });
});
