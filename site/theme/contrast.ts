/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** The text colour that reads best on a configured background colour: white or near-black. */
export function textColourOn(background: string): '#ffffff' | '#1d2a30' {
  const l = luminance(background);
  const onWhite = 1.05 / (l + 0.05);
  const onInk = (l + 0.05) / (luminance('#1d2a30') + 0.05);
  return onWhite >= onInk ? '#ffffff' : '#1d2a30';
}
