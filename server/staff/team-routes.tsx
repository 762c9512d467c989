import { type Agency, type Member, PAGE_PATHS } from '../../schema/index.js';
import { readContent } from './content/content-files.js';
import { memberFields, memberFromFields } from './content/member-form.js';
import type { ContentPlace } from './content/save.js';
import type { EntryKind } from './entry-routes.js';
import { entriesOf } from './entry-save.js';
import { MemberForm } from './view/MemberForm.js';
import { ADMIN_TEAM } from './view/Nav.js';
import { TeamList } from './view/TeamList.js';

// /admin/team/ (issue 45): the team members of content/team.json, each with their office.

export function teamPages(place: ContentPlace): EntryKind<Member> {
  const agenciesNow = async () =>
    entriesOf<Agency>((await readContent(place.dir, 'agencies.json')).value).map(({ id, name }) => ({ id, name }));
  return {
    file: 'team.json',
    base: ADMIN_TEAM,
    current: 'team',
    name: 'nav.team',
    listHeading: (t) => t('team.heading'),
    list: async (t, members, member) => (
      <TeamList t={t} members={members} agencies={await agenciesNow()} language={member.language} />
    ),
    heading: (t, shown) => (shown ? t('member.heading.edit', { name: shown.name }) : t('member.heading.new')),
    form: async (props) => <MemberForm {...props} languages={place.languages} agencies={await agenciesNow()} />,
    fieldsOf: (shown) => memberFields(shown, place.languages),
    fromFields: (fields, before) => memberFromFields(fields, place.languages, before) as unknown as Member,
    // The team page shows every member.
    previewUrl: async (_member, language) => PAGE_PATHS.team[language],
  };
}
