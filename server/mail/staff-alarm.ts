import { DATE_LOCALES, oneLine, paragraphs, type StaffAlarm, staffAlarmSchema } from '../../schema/index.js';
import type { StoredSubmission } from '../outbox/worker.js';

// The staff's e-mails about the sync (pipeline/sync-state/next-state.ts), in the agency's language
// (French, as its other e-mails: render.ts): what failed, since when, the error's own sentence,
// and what to do; then, once, that it works again. Pure.

const TEXTS = {
  failingSubject: '[{site}] Les annonces du site ne se mettent plus à jour',
  recoveredSubject: '[{site}] Les annonces du site se mettent à jour à nouveau',
  failures: 'La mise à jour automatique des annonces (vitrine sync) a échoué {failures} fois de suite, depuis le {since}.',
  stale: 'Aucune mise à jour des annonces (vitrine sync) n’a réussi depuis plus de {hours} heures : la dernière date du {last}.',
  staleNever:
    'Aucune mise à jour des annonces (vitrine sync) n’a réussi depuis plus de {hours} heures : elles échouent depuis le {since}.',
  meanwhile:
    'Le site reste en ligne et montre les annonces de la dernière mise à jour réussie : les changements faits depuis dans le logiciel de l’agence n’y apparaissent pas encore.',
  error: 'L’erreur :',
  todo: 'À faire :',
  hint: 'Indication technique :',
  once: 'Vous ne recevrez pas d’autre e-mail tant que cela dure ; un seul quand la mise à jour réussira à nouveau. `vitrine status` montre l’état du site.',
  recovered: 'La mise à jour des annonces a réussi le {at}, après {failures} essais échoués depuis le {since}.',
  recoveredNow: 'Le site montre à nouveau les annonces du logiciel de l’agence. Il n’y a rien d’autre à faire.',
  unknown: 'Message de l’installation du site',
} as const;

/** What to do, by the error's code (pipeline/errors.ts): for the staff, before the technical hint. */
const TODO_BY_CODE: Record<string, string> = {
  FEED_REQUEST_FAILED:
    'Le logiciel de l’agence (le service des annonces) ne répond pas à notre serveur. Vérifiez qu’il fonctionne ; si c’est le cas, transmettez cet e-mail à la personne qui gère le site.',
  FEED_REFUSED:
    'Le logiciel de l’agence refuse la lecture des annonces : vérifiez l’identifiant, le mot de passe et l’abonnement du service, puis transmettez cet e-mail à la personne qui gère le site.',
  FEED_BAD_RESPONSE: 'Le logiciel de l’agence a répondu de façon illisible. Si cela dure, contactez son support avec cet e-mail.',
  OUTPUT_INVALID: 'Les annonces lues n’ont pas passé nos contrôles : transmettez cet e-mail à la personne qui gère le site.',
  SNAPSHOT_MISSING: 'La source configurée des annonces est introuvable : transmettez cet e-mail à la personne qui gère le site.',
  CONFIG_INVALID:
    'La configuration de la source des annonces est à corriger : transmettez cet e-mail à la personne qui gère le site.',
};
const TODO_OTHERWISE = 'Transmettez cet e-mail à la personne qui gère le site : le message ci-dessus lui dit où chercher.';

/** A time as the agency reads it, on its clock. */
const when = (iso: string) =>
  new Intl.DateTimeFormat(DATE_LOCALES.fr, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(
    new Date(iso),
  );

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The error's sentence, quoted line by line: no line of it can pass for one of ours. */
const quoted = (text: string) =>
  paragraphs(text.slice(0, 2000))
    .split('\n')
    .map((line) => `> ${oneLine(line)}`);

function failingText(alarm: StaffAlarm): string[] {
  const since = when(alarm.failingSince);
  const hours = alarm.staleAfterHours ?? 0;
  const why =
    alarm.reason === 'stale'
      ? alarm.lastSuccessAt
        ? fill(TEXTS.stale, { hours, last: when(alarm.lastSuccessAt) })
        : fill(TEXTS.staleNever, { hours, since })
      : fill(TEXTS.failures, { failures: alarm.failures, since });
  return [
    why,
    TEXTS.meanwhile,
    '',
    TEXTS.error,
    ...quoted(alarm.error.message),
    '',
    TEXTS.todo,
    TODO_BY_CODE[alarm.error.code] ?? TODO_OTHERWISE,
    ...(alarm.error.hint ? ['', TEXTS.hint, ...quoted(alarm.error.hint)] : []),
    '',
    TEXTS.once,
  ];
}

export function renderStaffAlarm(submission: StoredSubmission, siteName: string) {
  const parsed = staffAlarmSchema.safeParse(submission.payload);
  const site = oneLine(siteName);
  // A payload this version cannot read still reaches the staff, as the record it is.
  if (!parsed.success)
    return {
      subject: `[${site}] ${TEXTS.unknown}`,
      text: JSON.stringify(submission.payload, null, 2),
      replyTo: undefined,
      attachments: [],
    };
  const alarm = parsed.data;
  const failing = alarm.alarm === 'sync-failing';
  const text = failing
    ? failingText(alarm)
    : [
        fill(TEXTS.recovered, { at: when(alarm.at), failures: alarm.failures, since: when(alarm.failingSince) }),
        TEXTS.recoveredNow,
      ];
  return {
    subject: fill(failing ? TEXTS.failingSubject : TEXTS.recoveredSubject, { site }),
    text: ['Bonjour,', '', ...text, '', site].join('\n'),
    replyTo: undefined,
    attachments: [],
  };
}
