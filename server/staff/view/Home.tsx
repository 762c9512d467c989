import { AGENCY_TIME_ZONE, DATE_LOCALES, STAFF_PATHS } from '../../../schema/index.js';
import type { StaffMember } from '../accounts.js';
import type { AuditEntry } from '../audit.js';
import { Nav } from './Nav.js';
import type { StaffTranslate } from './texts.js';

// /admin/ for a logged-in staff member: who they are, what their role lets them do, and for an
// admin what was done lately (the audit log), newest first.

/** One audit line in words: its action with what its detail names (roles in the reader's words). */
function actionText(t: StaffTranslate, entry: AuditEntry): string {
  const role = (value: unknown) => (value === 'admin' || value === 'editor' ? t(`role.${value}`) : String(value ?? ''));
  const d = entry.detail;
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : '');
  return t(`audit.${entry.action}`, {
    role: role(d.role),
    from: role(d.from),
    to: role(d.to),
    file: text(d.file),
    summary: text(d.summary),
    version: text(d.version),
  });
}

export function Home({
  t,
  member,
  audit,
  editsContent,
}: {
  t: StaffTranslate;
  member: StaffMember;
  audit?: AuditEntry[];
  /** The server was given the content to edit: the links to it. */
  editsContent: boolean;
}) {
  const when = new Intl.DateTimeFormat(DATE_LOCALES[member.language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: AGENCY_TIME_ZONE,
  });
  return (
    <>
      {editsContent && <Nav t={t} current="home" admin={member.role === 'admin'} />}
      <p>{t(member.role === 'admin' ? 'home.role.admin' : 'home.role.editor')}</p>
      {member.totpSecret === null && (
        <p>
          <a href={STAFF_PATHS.secondFactor}>{t('home.secondFactor')}</a>
        </p>
      )}
      <form method="post" action={STAFF_PATHS.logout}>
        <button type="submit">{t('home.logout')}</button>
      </form>
      {audit && (
        <section aria-labelledby="audit-heading">
          <h2 id="audit-heading">{t('audit.heading')}</h2>
          {audit.length === 0 ? (
            <p>{t('audit.empty')}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('audit.at')}</th>
                  <th scope="col">{t('audit.actor')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.subject')}</th>
                </tr>
              </thead>
              <tbody>
                {audit.map((entry, k) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is rendered once, in its order
                  <tr key={k}>
                    <td>
                      <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
                    </td>
                    <td>{entry.actor}</td>
                    <td>{actionText(t, entry)}</td>
                    <td>{entry.subject}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </>
  );
}
