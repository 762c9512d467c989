import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

// The W3C Nu HTML checker (vnu-jar, run on the machine's Java; scripts/test.sh installs
// default-jre-headless where `java` is missing). One JVM for all files: it is slow to start.

const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

/**
 * The JVM's client compiler only, and its serial collector: a run of a few dozen pages ends before
 * the optimising compiler pays off (on the sample's 40 pages: 8 s of CPU against 16 s, the same
 * messages). The larger stack is what the checker's schema needs with that compiler.
 */
const JVM_OPTIONS = ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** One message of the checker's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** Checks the HTML files with the Nu checker; every message it gives, errors and warnings alike. */
export async function nuCheck(files: readonly string[]): Promise<NuMessage[]> {
  const run = promisify(execFile);
  const args = [...JVM_OPTIONS, '-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', '--stdout', ...files];
  const { stdout } = await run('java', args, { maxBuffer: 256 * 1024 * 1024 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new Error(
        'the Nu HTML checker needs Java, and `java` is not on PATH: run scripts/test.sh (it installs default-jre-headless) or install a JRE',
      );
    }
    throw error;
  });
  return (JSON.parse(stdout) as { messages: NuMessage[] }).messages;
}

/**
 * Errors the checker gives where the HTML standard allows the markup. `blocking` on a
 * `<link rel="expect">`: the standard's "expect" link type is render-blocking by that attribute
 * (https://html.spec.whatwg.org/multipage/links.html#link-type-expect); vnu 26.9.27 still allows
 * it on stylesheets only. Only that message, on that element.
 */
const STANDARD_ALLOWS = [
  (m: NuMessage) =>
    /“blocking” attribute must have a “rel” attribute whose value is “stylesheet”/.test(m.message) &&
    /rel="expect"/.test(m.extract ?? ''),
];

/** What fails a page: errors, and files the checker could not read. */
export const isNuError = (m: NuMessage) =>
  (m.type === 'error' || m.type === 'non-document-error') && !STANDARD_ALLOWS.some((allowed) => allowed(m));
/** What may stay but is worth a look. */
export const isNuWarning = (m: NuMessage) => m.type === 'info' && m.subType === 'warning';
