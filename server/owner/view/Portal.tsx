import { OWNER_API, type OwnerPropertiesResponse } from '../../../schema/index.js';
import { PropertySection } from './PropertySection.js';
import type { ViewContext } from './view-context.js';

// The logged-in owner's page: a greeting, the logout button (a form: it changes state, so never a
// link), a note when the back office did not answer, then one section per property.

export function Portal({ data, view }: { data: OwnerPropertiesResponse; view: ViewContext }) {
  const { t } = view;
  return (
    <div className="owner-dashboard">
      <div className="owner-bar">
        <p className="owner-greeting">{t('portal.greeting', { name: data.owner.name.trim() || data.owner.email })}</p>
        <form method="post" action={OWNER_API.logout} className="owner-logout">
          <input type="hidden" name="language" value={view.language} />
          <button type="submit" className="button secondary">
            {t('portal.logout')}
          </button>
        </form>
      </div>
      <p className="owner-updated">{t('portal.updated', { time: view.dateTime(data.generatedAt) })}</p>
      {!data.backOfficeAnswered && <p className="owner-note">{t('portal.backOfficeUnavailable')}</p>}
      {data.properties.length === 0 && <p>{t('portal.noProperties')}</p>}
      {data.properties.map((property) => (
        <PropertySection key={property.id} property={property} view={view} />
      ))}
    </div>
  );
}
