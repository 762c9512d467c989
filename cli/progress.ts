import type { SyncEvent } from '../pipeline/sync.js';

/** Progress on a terminal: one line rewritten in place; on a pipe (cron), one line per stage. */
export function createProgressPrinter(stream: NodeJS.WriteStream) {
  const tty = stream.isTTY === true;
  let rows = 0;
  let pages = 0;
  let lastStage = '';
  return (event: SyncEvent) => {
    if (event.stage === 'fetch') {
      rows += event.progress.rows;
      pages++;
      const { method, language, page, pages: of } = event.progress;
      if (tty) stream.write(`\r\x1b[Kfetch  ${method} ${language} page ${page}/${of} · ${pages} pages, ${rows} listings read`);
      else if (lastStage !== 'fetch') stream.write('fetch…\n');
    } else if (event.stage === 'images') {
      const { done, total, encoded, heldBack, hostsHeldBack, rate } = event.progress;
      const hosts = hostsHeldBack.length > 0 ? ` on ${hostsHeldBack.join(', ')}` : '';
      const held = heldBack > 0 ? ` · ${heldBack} held back${hosts}` : '';
      if (tty) stream.write(`\r\x1b[Kphotos ${done}/${total} · ${encoded} encoded${held} · ${rate.toFixed(1)} photos/s`);
      else if (lastStage !== 'images') stream.write('photos…\n');
    } else if (event.stage !== 'done') {
      stream.write(tty ? `\r\x1b[K${event.stage}…` : `${event.stage}…\n`);
    } else if (tty) {
      stream.write('\r\x1b[K');
    }
    lastStage = event.stage;
  };
}
