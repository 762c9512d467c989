#!/usr/bin/env node
import { Command } from 'commander';
import { guidesLine } from './guides.js';

// Wiring only: each command lives in its own file (STYLE.md, shadcn's CLI), loaded when it runs:
// a build need not load the sync's image stage or the server (seconds of start-up on a small machine).
const program = new Command()
  .name('vitrine')
  .description('Website platform of a Belgian real-estate agency')
  .showHelpAfterError()
  .addHelpText('afterAll', `\n${guidesLine()}`)
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2));

program
  .command('sync')
  .description("import the agency's listings from its back office into validated JSON")
  .option(
    '--source <source>',
    'sample (bundled demo agency), omnicasa, or kyero (a Kyero v3 XML feed); without it, the sources of the configuration, else omnicasa when VITRINE_OMNICASA_URL is set, else sample',
  )
  .option('--url <base URL>', 'Omnicasa service base URL (default: VITRINE_OMNICASA_URL), or the Kyero feed URL or file')
  .option('--snapshot <folder>', 'read another feed snapshot instead of the bundled sample (with --source sample)')
  .option(
    '--snapshot-root <folder>',
    "the folder a snapshot's relative photo paths must stay in (default: the folder holding the snapshot folder)",
  )
  .option(
    '--allow-hosts <hosts>',
    'host[:port],… photos may come from on private or loopback addresses (default: VITRINE_ALLOW_HOSTS)',
  )
  .option('--out <folder>', 'output folder', 'data/generated')
  .option('--media <folder>', 'photo variants, by content digest', 'data/media')
  .option('--cache <folder>', 'downloaded originals and their validators', 'data/cache')
  .option('--no-images', 'skip the image stage (photos publish without variants)')
  .option('--photo-concurrency <n>', 'photos encoded at once (default: one more than the number of cores)')
  .option(
    '--photo-budget <seconds>',
    "the photos' time in this run: those left keep their last variants until the next run (default: 600; 0: none)",
  )
  .option(
    '--full',
    'read every source in full, even one that could be asked only for what changed (default: once a day, after sync.fullReadAt)',
  )
  .option('--config <file>', 'site configuration', 'data/site/site.json')
  .option('--page-size <rows>', 'rows per page of a list call', '50')
  .option('--concurrency <n>', 'requests in flight at once', '4')
  .option('--timeout <ms>', 'timeout of one request', '30000')
  .option('--retries <n>', 'retries of a request after a network error, timeout or 5xx', '4')
  .option('--json', 'print one machine-readable summary (for cron and CI)')
  .option('--build', 'then build the site from what was published (nothing is written when nothing changed)')
  .option('--build-out <folder>', "with --build: where the build goes (default: the package's dist/)")
  .action(async (flags) => {
    process.exitCode = await (await import('./sync.js')).syncCommand(flags);
  });

program
  .command('validate')
  .description('check a feed snapshot, a Kyero file or a generated folder and list every problem with its place')
  .argument('<folder>', 'a generated folder (data/generated), a feed snapshot (data/sample/omnicasa) or a Kyero .xml file')
  .option('--json', 'print the problems as JSON')
  .action(async (folder, flags) => {
    process.exitCode = await (await import('./validate.js')).validateCommand(folder, flags);
  });

program
  .command('build')
  .description('prerender the multi-language site from the generated data into dist/client')
  .option('--data <folder>', 'generated data', 'data/generated')
  .option('--media <folder>', 'photo variants', 'data/media')
  .option('--config <file>', 'site configuration (its content/ folder beside it)', 'data/site/site.json')
  .option('--out <folder>', "where the build goes, the site in <folder>/client (default: the package's dist/)")
  .option('--processes <n>', "processes that render the pages (default: by the site's size, one per core at most)")
  .option('--wait-for-lock <seconds>', 'wait this long for another build of the same folder to end, instead of stopping', '0')
  .action(async (flags) => {
    process.exitCode = await (await import('./build.js')).buildCommand(flags);
  });

program
  .command('serve')
  .description('serve the built site on this machine')
  .option('--port <port>', 'port', '3000')
  .option('--host <host>', 'address to listen on', '127.0.0.1')
  .option('--config <file>', 'site configuration (the agency address for e-mails)', 'data/site/site.json')
  .option('--site <folder>', "the built site (default: the package's dist/client, where vitrine build puts it)")
  .option('--appointments <file>', 'visit slots (single and weekly)', 'data/site/appointments.json')
  .option('--data <folder>', "generated data: the owner portal's property titles and pages", 'data/generated')
  .option('--media <folder>', 'photo variants, for the builds that /admin/ starts', 'data/media')
  .action(async (flags) => {
    const code = await (await import('./serve.js')).serveCommand(flags);
    if (code !== undefined) process.exitCode = code;
  });

program
  .command('outbox')
  .description('the form submissions still to deliver: list them, retry them now, or purge old delivered ones')
  .argument('[action]', 'list, retry or purge', 'list')
  .option('--days <n>', 'purge: delivered submissions older than this many days', '90')
  .option('--json', 'list: print JSON')
  .action(async (action, flags) => {
    process.exitCode = await (await import('./outbox.js')).outboxCommand(action, flags);
  });

program
  .command('status')
  .description(
    'the installation on one screen: last sync and build, server, outbox, alerts, owners, disk, configuration; exit 1 when something needs action',
  )
  .option('--data <folder>', "the sync's output", 'data/generated')
  .option('--media <folder>', 'photo variants', 'data/media')
  .option('--site <folder>', "the built site the server serves (default: the package's dist/client)")
  .option('--config <file>', 'site configuration', 'data/site/site.json')
  .option('--url <url>', 'where the server answers', 'http://127.0.0.1:3000/')
  .option('--timeout <ms>', "how long to wait for the server's answer", '3000')
  .option('--json', 'print one machine-readable report (for scripts)')
  .action(async (flags) => {
    process.exitCode = await (await import('./status.js')).statusCommand(flags);
  });

program
  .command('alerts')
  .description("the search alerts that we send: queue (and, with SMTP, deliver) the e-mails of the sync's new events")
  .argument('<action>', 'send')
  .option('--data <folder>', "the sync's published output (its events.json)", 'data/generated')
  .option('--config <file>', 'site configuration (its url makes the links)', 'data/site/site.json')
  .option('--frequency <frequency>', 'only the alerts of this frequency: instant, daily or weekly (default: all)')
  .option('--batch <n>', 'alerts handled per transaction of the store', '100')
  .option('--json', 'print one machine-readable summary (for cron)')
  .action(async (action, flags) => {
    process.exitCode = await (await import('./alerts.js')).alertsCommand(action, flags);
  });

program
  .command('owner')
  .description("the owner portal's accounts: invite an owner (e-mails a link to choose a password), list them, remove one")
  .argument('<action>', 'invite, list or remove')
  .argument('[email]', "the owner's e-mail address (invite, remove)")
  .option(
    '--property <id>',
    'a property the owner sees (repeat for several); with remove: only this property',
    (id, ids: string[] = []) => [...ids, id],
  )
  .option('--name <name>', "the owner's name, for the e-mails and the portal")
  .option('--language <lang>', 'the language of the e-mails and the link (default: the site’s)')
  .option('--config <file>', 'site configuration (its url makes the link)', 'data/site/site.json')
  .option('--data <folder>', 'generated data, to check the property ids', 'data/generated')
  .option('--json', 'list: print JSON')
  .action(async (action, email, flags) => {
    process.exitCode = await (await import('./owner.js')).ownerCommand(action, email, flags);
  });

program
  .command('staff')
  .description(
    'who may edit the site at /admin/: invite a staff member (e-mails a link to choose a password), list them, remove one',
  )
  .argument('<action>', 'invite, list, remove, or second-factor-reset (a lost phone: set up again at the next login)')
  .argument('[email]', "the staff member's e-mail address (invite, remove, second-factor-reset)")
  .option(
    '--role <role>',
    'invite: editor (articles, team, agencies, pages) or admin (also menu, banners, theme, languages, audit log)',
  )
  .option('--name <name>', "the staff member's name, for the e-mails and /admin/")
  .option('--language <lang>', 'the language of /admin/ and the e-mails (default: the site’s)')
  .option('--config <file>', 'site configuration (its url makes the link)', 'data/site/site.json')
  .option('--json', 'list: print JSON')
  .action(async (action, email, flags) => {
    process.exitCode = await (await import('./staff.js')).staffCommand(action, email, flags);
  });

program
  .command('backup')
  .description("copy the server's SQLite store (VITRINE_DB) while it runs, check the copy, and say what it holds")
  .argument('<file>', 'the backup to write (a new file), or a folder to write a dated backup in')
  .option('--keep <n>', 'with a folder: keep its newest n dated backups and remove the older ones')
  .option('--json', 'print one machine-readable summary (for cron)')
  .action(async (file, flags) => {
    process.exitCode = await (await import('./backup.js')).backupCommand(file, flags);
  });

program
  .command('restore')
  .description("put a backup back as the server's SQLite store (VITRINE_DB); refused while a server uses it")
  .argument('<file>', 'a backup that vitrine backup wrote')
  .option('--json', 'print one machine-readable summary')
  .action(async (file, flags) => {
    process.exitCode = await (await import('./backup.js')).restoreCommand(file, flags);
  });

await program.parseAsync();
