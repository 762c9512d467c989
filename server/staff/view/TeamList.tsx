import type { Language, Member } from '../../../schema/index.js';
import { ADMIN_TEAM } from './Nav.js';
import type { StaffTranslate } from './texts.js';

// The team as the file lists it, each member with the office they belong to.

export function TeamList({
  t,
  members,
  agencies,
  language,
}: {
  t: StaffTranslate;
  /** As the file holds them (not checked: a developer's edit may lack a text). */
  members: readonly Member[];
  agencies: readonly { id: string; name: string }[];
  language: Language;
}) {
  return (
    <>
      <p>{t('team.intro')}</p>
      <p>
        <a href={`${ADMIN_TEAM}new`}>{t('team.new')}</a>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('member.name')}</th>
            <th scope="col">{t('member.role')}</th>
            <th scope="col">{t('member.agency')}</th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>
                <a href={`${ADMIN_TEAM}${encodeURIComponent(member.id)}`}>{member.name || member.id}</a>
              </td>
              <td>{member.role?.[language] ?? ''}</td>
              <td>{agencies.find((a) => a.id === member.agency)?.name ?? member.agency}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <a href={`${ADMIN_TEAM}versions`}>{t('team.versions')}</a>
      </p>
    </>
  );
}
