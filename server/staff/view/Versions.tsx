import { AGENCY_TIME_ZONE, DATE_LOCALES, type Language } from '../../../schema/index.js';
import type { ContentVersion } from '../content/versions.js';
import type { StaffTranslate } from './texts.js';

// A content file's versions, newest first: who saved each and when, and a button that puts an
// earlier one back (as a new version: nothing is lost by a restore either).

export function Versions({
  t,
  language,
  versions,
  current,
  restoreAction,
}: {
  t: StaffTranslate;
  language: Language;
  versions: readonly ContentVersion[];
  /** The digest of the file's text now: that version has no button. */
  current: string;
  /** None: the versions are shown only (site.json's to an editor). */
  restoreAction?: (id: number) => string;
}) {
  if (versions.length === 0) return <p>{t('versions.none')}</p>;
  const when = new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: AGENCY_TIME_ZONE,
  });
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('versions.saved')}</th>
          <th scope="col">{t('versions.by')}</th>
          <th scope="col">{t('versions.what')}</th>
          <td />
        </tr>
      </thead>
      <tbody>
        {versions.map((version) => (
          <tr key={version.id}>
            <td>{version.id}</td>
            <td>
              <time dateTime={version.savedAt}>{when.format(new Date(version.savedAt))}</time>
            </td>
            <td>{version.actor}</td>
            <td>{version.summary}</td>
            <td>
              {restoreAction && version.digest !== current && (
                <form method="post" action={restoreAction(version.id)}>
                  <button type="submit">{t('versions.restore')}</button>
                </form>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
