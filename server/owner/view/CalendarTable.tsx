import type { CalendarVisit } from '../../../schema/index.js';
import type { ViewContext } from './view-context.js';

// §1 calendar visits: date, type, contact, subject, comment, status. Six columns do not fit a
// phone: the table scrolls sideways inside its own focusable region, never the page.

/** Our own bookings carry fixed words ('visit', 'confirmed'); the back office's labels are shown as given. */
function typeLabel(type: string, view: ViewContext) {
  return type === 'visit' ? view.t('calendar.type.visit') : type;
}
function statusLabel(status: string, view: ViewContext) {
  return status === 'confirmed' ? view.t('calendar.status.confirmed') : status;
}

export function CalendarTable({ visits, idBase, view }: { visits: CalendarVisit[]; idBase: string; view: ViewContext }) {
  const { t } = view;
  if (visits.length === 0) return <p>{t('calendar.none')}</p>;
  const captionId = `${idBase}-calendar`;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that may scroll sideways must take the keyboard's focus
    <section className="owner-table-scroll" aria-labelledby={captionId} tabIndex={0}>
      <table className="owner-table owner-calendar">
        <caption id={captionId} className="sr-only">
          {t('calendar.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('calendar.date')}</th>
            <th scope="col">{t('calendar.type')}</th>
            <th scope="col">{t('calendar.contact')}</th>
            <th scope="col">{t('calendar.subject')}</th>
            <th scope="col">{t('calendar.comment')}</th>
            <th scope="col">{t('calendar.status')}</th>
          </tr>
        </thead>
        <tbody>
          {visits.map((visit, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two visits may share every field
            <tr key={i}>
              <th scope="row">
                <time dateTime={visit.date}>{view.dateTime(visit.date)}</time>
              </th>
              <td>{typeLabel(visit.type, view)}</td>
              <td>{visit.contact}</td>
              <td>{visit.subject}</td>
              <td>{visit.comment}</td>
              <td>{statusLabel(visit.status, view)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
