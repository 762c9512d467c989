import type { ViewContext } from './view-context.js';

// A short list of labelled figures (requests by kind, a portal's visits, a media object's views):
// a description list reads as "label: value" in a screen reader and stacks well on a phone.

export function FigureList({ figures, view }: { figures: { label: string; value: number }[]; view: ViewContext }) {
  return (
    <dl className="owner-figures">
      {figures.map((figure, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: labels come from the back office and may repeat
        <div key={i} className="owner-figure">
          <dt>{figure.label}</dt>
          <dd>{view.number(figure.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
