// §4 Device class by width: mobile below 767 px, tablet from 767 to below 1280, desktop otherwise.
// site/styles.css uses these widths in its media queries (a test keeps them equal).

export const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** The width at which each class starts. */
export const DEVICE_MIN_WIDTH: Record<Device, number> = { mobile: 0, tablet: 767, desktop: 1280 };

export function deviceOf(width: number): Device {
  return width >= DEVICE_MIN_WIDTH.desktop ? 'desktop' : width >= DEVICE_MIN_WIDTH.tablet ? 'tablet' : 'mobile';
}
