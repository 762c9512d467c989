import type { OwnerProperty } from '../../../schema/index.js';
import { BASELINE, barsOf, dayLabelsOf, GRAPH, gridOf, niceCeiling } from './graph-geometry.js';
import type { ViewContext } from './view-context.js';

// §1 the graph of the last 30 days: server-made SVG (no script, nothing to load), one bar per day
// including days without a view, named for assistive technology; the same figures as a table
// behind a <details> for who prefers to read them. Colours come from classes (site/styles.css).

export function DailyGraph({ days, idBase, view }: { days: OwnerProperty['last30Days']; idBase: string; view: ViewContext }) {
  const { t, number } = view;
  const values = days.map((d) => d.views);
  const max = Math.max(0, ...values);
  const top = niceCeiling(max);
  const first = days[0]?.day ?? '';
  const last = days[days.length - 1]?.day ?? '';
  const label = t('graph.label', {
    from: view.shortDay(first),
    to: view.shortDay(last),
    total: number(values.reduce((a, b) => a + b, 0)),
    max: number(max),
  });
  const bars = barsOf(values, top);
  return (
    <div className="owner-graph-block">
      <svg
        className="owner-graph"
        role="img"
        aria-label={label}
        viewBox={`0 0 ${GRAPH.width} ${GRAPH.height}`}
        width={GRAPH.width}
        height={GRAPH.height}
        focusable="false"
      >
        <title>{label}</title>
        {gridOf(top).map((line) => (
          <g key={line.value} className="owner-graph-grid">
            <line x1={GRAPH.left} x2={GRAPH.width - GRAPH.right} y1={line.y} y2={line.y} stroke="#c5ced3" strokeWidth="1" />
            <text x={GRAPH.left - 4} y={line.y + 4} textAnchor="end" fontSize="11" fill="#5b6b73">
              {number(line.value)}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: one bar per day, in day order
            key={i}
            className={bar.zero ? 'owner-graph-bar zero' : 'owner-graph-bar'}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            fill={bar.zero ? '#8a979e' : 'currentColor'}
          >
            <title>{t('graph.barTitle', { day: view.longDay(days[i]?.day ?? ''), views: number(values[i] ?? 0) })}</title>
          </rect>
        ))}
        {dayLabelsOf(days.length).map((l) => (
          <text key={l.index} x={l.x} y={BASELINE + 16} textAnchor={l.anchor} fontSize="11" fill="#5b6b73">
            {view.shortDay(days[l.index]?.day ?? '')}
          </text>
        ))}
      </svg>
      <details className="owner-graph-table">
        <summary>{t('graph.tableSummary')}</summary>
        <table>
          <caption id={`${idBase}-days`}>{t('graph.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('graph.day')}</th>
              <th scope="col">{t('graph.views')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <th scope="row">
                  <time dateTime={d.day}>{view.longDay(d.day)}</time>
                </th>
                <td>{number(d.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
