import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe's serious and critical violations on the page (or in the part `include` selects), each as
 * "rule: the elements": [] when clean. In axe's legacy mode: the site has no frame, and the default
 * mode opens a blank page for every analysis to combine the frames' results, which made each
 * analysis take 40% longer (measured on the sample: 1.5 s against 0.9 s a page). Only violations are
 * gathered whole (`resultTypes`): the passes' and incompletes' every node, which nobody reads here,
 * made an analysis take a third longer (five pages of the sample: 5.6–6.2 s against 3.7–4.5 s).
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) axe.include(include);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
