import { type Agency, ARTICLE_PATHS } from '../../schema/index.js';
import { agencyFields, agencyFromFields } from './content/agency-form.js';
import type { ContentPlace } from './content/save.js';
import type { EntryKind } from './entry-routes.js';
import { AgencyForm } from './view/AgencyForm.js';
import { AgencyList } from './view/AgencyList.js';
import { ADMIN_AGENCIES } from './view/Nav.js';

// /admin/agencies/ (issue 45): the offices of content/agencies.json, their addresses, hours and pages' texts.

export function agencyPages(place: ContentPlace): EntryKind<Agency> {
  return {
    file: 'agencies.json',
    base: ADMIN_AGENCIES,
    current: 'agencies',
    name: 'nav.agencies',
    listHeading: (t) => t('agencies.heading'),
    list: async (t, agencies) => <AgencyList t={t} agencies={agencies} />,
    heading: (t, shown) => (shown ? t('agency.heading.edit', { name: shown.name }) : t('agency.heading.new')),
    form: async (props) => <AgencyForm {...props} languages={place.languages} />,
    fieldsOf: (shown) => agencyFields(shown, place.languages),
    fromFields: (fields, before) => agencyFromFields(fields, place.languages, before) as unknown as Agency,
    // The office's own page.
    previewUrl: async (agency, language) => `${ARTICLE_PATHS.agencies[language]}${agency.id}/`,
  };
}
