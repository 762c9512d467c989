import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEVICE_MIN_WIDTH, deviceOf } from '../../schema/index.js';

describe('deviceOf (§4 device class by width)', () => {
  it.each([
    [320, 'mobile'],
    [766, 'mobile'],
    [767, 'tablet'],
    [960, 'tablet'],
    [1279, 'tablet'],
    [1280, 'desktop'],
    [2560, 'desktop'],
  ] as const)('%i px is %s', (width, device) => {
    expect(deviceOf(width)).toBe(device);
  });

  it('is what the stylesheet hides by', async () => {
    const css = await readFile(new URL('../../site/styles.css', import.meta.url), 'utf8');
    const { tablet, desktop } = DEVICE_MIN_WIDTH;
    expect(css).toContain(`@media (max-width: ${tablet - 0.02}px) {\n  .hide-on-mobile`);
    expect(css).toContain(`@media (min-width: ${tablet}px) and (max-width: ${desktop - 0.02}px) {\n  .hide-on-tablet`);
    expect(css).toContain(`@media (min-width: ${desktop}px) {\n  .hide-on-desktop`);
  });
});
