import type { OwnerProperty } from '../../../schema/index.js';
import { CalendarTable } from './CalendarTable.js';
import { Communications } from './Communications.js';
import { DailyGraph } from './DailyGraph.js';
import { FigureList } from './FigureList.js';
import { safeHref } from './safe-href.js';
import { ViewsTable } from './ViewsTable.js';
import type { ViewContext } from './view-context.js';

// One property of the owner (§1): its page's visits by period and source, the 30-day graph, the
// requests received, the back office's portal and media figures when there are any, the viewings.

export function PropertySection({ property, view }: { property: OwnerProperty; view: ViewContext }) {
  const { t } = view;
  const idBase = `owner-property-${property.id}`;
  const href = safeHref(property.url);
  return (
    <section className="owner-property" aria-labelledby={`${idBase}-title`}>
      <h2 id={`${idBase}-title`}>{property.title ?? t('property.fallbackTitle', { id: property.id })}</h2>
      {(property.reference || href) && (
        <p className="owner-property-meta">
          {property.reference && <span>{t('property.reference', { reference: property.reference })}</span>}
          {href && <a href={href}>{t('property.link')}</a>}
        </p>
      )}
      <h3>{t('views.heading')}</h3>
      <ViewsTable views={property.views} idBase={idBase} view={view} />
      <h3>{t('graph.heading')}</h3>
      <DailyGraph days={property.last30Days} idBase={idBase} view={view} />
      <h3>{t('communications.heading')}</h3>
      <Communications communications={property.communications} view={view} />
      {property.portals.length > 0 && (
        <>
          <h3>{t('portals.heading')}</h3>
          <FigureList figures={property.portals} view={view} />
        </>
      )}
      {property.media.length > 0 && (
        <>
          <h3>{t('media.heading')}</h3>
          <FigureList figures={property.media} view={view} />
        </>
      )}
      <h3>{t('calendar.heading')}</h3>
      <CalendarTable visits={property.calendarVisits} idBase={idBase} view={view} />
    </section>
  );
}
