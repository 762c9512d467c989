import type { Agency } from '../../../schema/index.js';
import { ADMIN_AGENCIES } from './Nav.js';
import type { StaffTranslate } from './texts.js';

// The offices as the file lists them, each with its address.

export function AgencyList({ t, agencies }: { t: StaffTranslate; agencies: readonly Agency[] }) {
  return (
    <>
      <p>{t('agencies.intro')}</p>
      <p>
        <a href={`${ADMIN_AGENCIES}new`}>{t('agencies.new')}</a>
      </p>
      <ul>
        {agencies.map((agency) => (
          <li key={agency.id}>
            <a href={`${ADMIN_AGENCIES}${encodeURIComponent(agency.id)}`}>{agency.name || agency.id}</a>, {agency.street},{' '}
            {agency.zip} {agency.city}
          </li>
        ))}
      </ul>
      <p>
        <a href={`${ADMIN_AGENCIES}versions`}>{t('agencies.versions')}</a>
      </p>
    </>
  );
}
