import { cp, mkdir, symlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { STAFF_PATHS } from '../../schema/index.js';
import { codeAt } from '../../server/staff/second-factor.js';
import { postForm } from './admin-article.js';
import { ROOT, runCli } from './cli.js';
import { spawnServe } from './owner-portal.js';
import { buildSampleInto, type SampleBuild } from './sample-build.js';
import { newTestStoreLocation } from './test-store.js';

// The sample synced and built in `work`, `vitrine serve` on it with a copy of data/site/ (which
// /admin/ edits and rebuilds), and an editor logged in through `vitrine staff invite`'s link: what
// tests/integration/staff-publish.test.ts and bench/admin-publish.ts publish on.

/** `built`: a sample built already (a test's shared one), copied rather than built again. */
/** A copy of a built sample in `work` (its data, photos and build folder), which a rebuild may change. */
async function copyBuild(built: SampleBuild, work: string): Promise<SampleBuild> {
  await mkdir(work, { recursive: true });
  // The build's render processes import vike and react from beside the folder they build in.
  await symlink(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  const copy = { data: join(work, 'generated'), media: join(work, 'media'), site: join(work, 'dist', 'client') };
  await cp(built.data, copy.data, { recursive: true });
  // Without photos (the shared build's sync had no image stage), the media folder may not exist.
  await mkdir(copy.media, { recursive: true });
  await cp(built.media, copy.media, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await cp(dirname(built.site), dirname(copy.site), { recursive: true });
  return copy;
}

/** `vitrine staff invite`'s printed link (no mail server): its token. */
async function invitation(env: Record<string, string>, config: string, email: string, role: string, language?: string) {
  const invite = await runCli(
    ['staff', 'invite', email, '--role', role, '--config', config, ...(language ? ['--language', language] : [])],
    env,
  );
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(invite.stdout)?.[1];
  if (invite.code !== 0 || !token) throw new Error(`vitrine staff invite failed: ${invite.stderr}`);
  return token;
}

/** `vitrine staff invite`'s printed link followed to a password: the session cookie ("name=value"). */
async function staffSession(
  base: string,
  env: Record<string, string>,
  config: string,
  email: string,
  role: string,
  password: string,
) {
  const token = await invitation(env, config, email, role);
  const set = await postForm(base, STAFF_PATHS.password, { token, password, passwordConfirm: password });
  const cookie = set.headers.getSetCookie()[0]?.split(';')[0];
  if (set.status !== 303 || !cookie) throw new Error(`the password could not be set (${set.status})`);
  return cookie;
}

export async function startAdminSite(work: string, password: string, built?: SampleBuild) {
  const sample = built ? await copyBuild(built, join(work, 'build')) : await buildSampleInto(join(work, 'build'));
  const config = join(work, 'site', 'site.json');
  await cp(join(ROOT, 'data', 'site'), join(work, 'site'), { recursive: true });
  // The sample's photos sit beside its configuration folder.
  await symlink(join(ROOT, 'data', 'sample'), join(work, 'sample'));
  const store = await newTestStoreLocation();
  const env = { VITRINE_DB: store.env, VITRINE_PUBLIC_URL: 'http://127.0.0.1' };
  const started = await spawnServe(
    ['--config', config, '--site', sample.site, '--data', sample.data, '--media', sample.media],
    env,
  );
  if (!('base' in started)) throw new Error(`vitrine serve did not start: ${started.exited.stderr}`);
  const { base } = started;
  const stop = async () => {
    await started.stop();
    await store.drop();
  };
  try {
    const cookie = await staffSession(base, env, config, 'anne@agence.test', 'editor', password);
    /** An admin's session, its second factor set up as an authenticator app would. */
    const adminSession = async (email: string) => {
      const session = await staffSession(base, env, config, email, 'admin', password);
      const setup = await (await fetch(`${base}${STAFF_PATHS.secondFactor}`, { headers: { cookie: session } })).text();
      const secret = (/<code class="secret">([A-Z2-7 ]+)<\/code>/.exec(setup)?.[1] ?? '').replace(/ /g, '');
      const confirmed = await postForm(base, STAFF_PATHS.secondFactor, { code: codeAt(secret, new Date()) }, session);
      if (confirmed.status !== 303) throw new Error(`the second factor could not be set up (${confirmed.status})`);
      return session;
    };
    /** An invitation's token, for a browser to follow its link. */
    const invite = (email: string, role: 'editor' | 'admin', language: string) => invitation(env, config, email, role, language);
    return { base, cookie, stop, site: sample.site, adminSession, invite };
  } catch (error) {
    await stop();
    throw error;
  }
}
