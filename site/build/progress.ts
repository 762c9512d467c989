import type { BuildProgress } from './context.js';

// The build's progress for a person at a terminal (one line, redrawn: pages done of all, pages per
// second) or for a log (a pipe, cron: one line per stage when it ends).

export function terminalProgress(out: NodeJS.WriteStream): BuildProgress {
  let started = performance.now();
  let lastDrawn = 0;
  const draw = (text: string) => out.write(`\r\x1b[2K${text}`);
  return {
    stage(name) {
      started = performance.now();
      draw(`${name}…`);
    },
    stageDone(name, seconds, detail) {
      draw(`✓ ${name} in ${seconds.toFixed(1)} s${detail ? ` (${detail})` : ''}\n`);
    },
    pages(done, total) {
      const now = performance.now();
      // At most ten redraws a second: a terminal is slower than the prerender.
      if (now - lastDrawn < 100 && done < total) return;
      lastDrawn = now;
      const rate = done / Math.max((now - started) / 1000, 0.001);
      draw(`prerender: ${done}${total > 0 ? `/${total}` : ''} pages · ${rate.toFixed(0)} pages/s`);
    },
    note(text) {
      draw(`${text}\n`);
    },
  };
}

export function logProgress(out: NodeJS.WritableStream): BuildProgress {
  return {
    stage() {},
    stageDone(name, seconds, detail) {
      out.write(`${name}: ${seconds.toFixed(1)} s${detail ? `, ${detail}` : ''}\n`);
    },
    pages() {},
    note(text) {
      out.write(`${text}\n`);
    },
  };
}

/** Nothing said: a build inside another command's own report, or a test. */
export const silentProgress: BuildProgress = { stage() {}, stageDone() {}, pages() {}, note() {} };
