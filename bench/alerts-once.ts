import { peakRssMb } from '../pipeline/peak-rss.js';
import { sendAlerts } from '../server/alerts/send.js';
import { openDatabase } from '../server/db/open-database.js';

// One `vitrine alerts send` run (the matching and the queueing, no SMTP) in a process of its own,
// so its peak memory is its own. Usage: alerts-once.ts <store> <generated folder>
const [store, data] = process.argv.slice(2);
if (!store || !data) throw new Error('usage: alerts-once.ts <store> <generated folder>');
const db = await openDatabase(store);
const started = performance.now();
const summary = await sendAlerts({
  db,
  dataDir: data,
  languages: ['fr', 'nl', 'en', 'de'],
  defaultLanguage: 'fr',
  siteUrl: 'https://www.agence.example',
});
const seconds = (performance.now() - started) / 1000;
await db.destroy();
process.stdout.write(`${JSON.stringify({ ...summary, seconds, peakRssMb: peakRssMb() })}\n`);
