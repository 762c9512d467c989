// The 30-day graph's geometry, in the SVG's own units (viewBox): pure, so the drawing is tested
// without a browser. Sized for a phone: at 375 px the units are about one CSS pixel each.

export const GRAPH = { width: 360, height: 180, left: 30, right: 6, top: 10, bottom: 24, gap: 2 } as const;

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  /** A day without a view still gets a thin mark on the baseline: every day is visible. */
  zero: boolean;
}

export interface DayLabel {
  index: number;
  x: number;
  anchor: 'start' | 'middle' | 'end';
}

const plotWidth = GRAPH.width - GRAPH.left - GRAPH.right;
const plotHeight = GRAPH.height - GRAPH.top - GRAPH.bottom;
export const BASELINE = GRAPH.top + plotHeight;

/** The axis' top: the smallest 1, 2 or 5 × 10ⁿ at least `max` (never 0, so an empty month draws). */
export function niceCeiling(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * power >= max) ?? 10;
  return step * power;
}

export function barsOf(values: number[], top: number): Bar[] {
  const slot = plotWidth / values.length;
  return values.map((value, i) => {
    const height = value > 0 ? Math.max((value / top) * plotHeight, 1.5) : 1;
    return {
      x: round(GRAPH.left + i * slot + GRAPH.gap / 2),
      y: round(BASELINE - height),
      width: round(slot - GRAPH.gap),
      height: round(height),
      zero: value === 0,
    };
  });
}

/** Gridlines at 0, half and the top, with the y coordinate of each. */
export function gridOf(top: number): { value: number; y: number }[] {
  const values = Number.isInteger(top / 2) ? [0, top / 2, top] : [0, top];
  return values.map((value) => ({ value, y: round(BASELINE - (value / top) * plotHeight) }));
}

/** Day labels a week apart, ending on the last day (so they fall on the same weekday). */
export function dayLabelsOf(count: number): DayLabel[] {
  const slot = plotWidth / count;
  const labels: DayLabel[] = [];
  for (let index = count - 1; index >= 0; index -= 7) {
    const last = index === count - 1;
    const x = last ? GRAPH.left + (index + 1) * slot : GRAPH.left + (index + 0.5) * slot;
    labels.unshift({ index, x: round(x), anchor: last ? 'end' : 'middle' });
  }
  return labels;
}

const round = (n: number) => Math.round(n * 100) / 100;
