import { describe, expect, it } from 'vitest';
import type { EpcLabel, Property, Region } from '../../../schema/index.js';
import { LUXEMBOURG_EPC_CLASSES } from '../../../schema/spec/epc-luxembourg.js';
import {
  contrastRatio,
  epcBadgeOf,
  epcColourOf,
  epcLabelText,
  luxembourgClassOf,
} from '../../../site/components/property/epc-badge.js';

// Issue 15: the key facts' energy label, in its region's colour (§9 scales) or on Luxembourg's (country 50).

const property = (label: EpcLabel | null, region: Region | null, countryId: number | null = 10) =>
  ({ epc: { label }, region, address: { countryId } }) as Property;

describe('the energy label badge', () => {
  it.each([
    ['a_plusplus', 'A++'],
    ['a_plus', 'A+'],
    ['b_sub', 'B-'],
    ['g', 'G'],
  ] as const)('writes %s as %s', (label, text) => {
    expect(epcLabelText(label)).toBe(text);
  });

  it('colours the best class of every scale dark green and the worst dark red', () => {
    expect(epcBadgeOf(property('a_plus', 'flanders'))?.background).toBe('#00843d');
    expect(epcBadgeOf(property('a_plusplus', 'wallonia'))?.background).toBe('#00843d');
    expect(epcBadgeOf(property('f', 'flanders'))?.background).toBe('#cc0f1f');
    expect(epcBadgeOf(property('g', 'wallonia'))?.background).toBe('#cc0f1f');
    expect(epcBadgeOf(property('g', 'brussels'))?.background).toBe('#cc0f1f');
  });

  it('colours a class by its place on its own region’s scale', () => {
    // F is Flanders' worst of 7 and Wallonia's 8th of 9.
    expect(epcBadgeOf(property('f', 'wallonia'))?.background).not.toBe(epcBadgeOf(property('f', 'flanders'))?.background);
    expect(epcBadgeOf(property('c', 'flanders'))).toMatchObject({ text: 'C', scale: 'flanders' });
  });

  it('keeps text legible (WCAG AA, 4.5:1) on every colour of every scale', () => {
    for (const size of [7, 9, 10, 19, 20])
      for (let position = 0; position < size; position++) {
        const { background, ink } = epcColourOf(position, size);
        expect(contrastRatio(background, ink), `${position + 1} of ${size}: ${ink} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
  });

  it('shows nothing without a label', () => {
    expect(epcBadgeOf(property(null, 'wallonia'))).toBeNull();
  });

  it('puts a Luxembourg home (country 50) on Luxembourg’s A+ to I scale, without the Belgian sub-classes', () => {
    expect(epcBadgeOf(property('b', null, 50))).toMatchObject({ text: 'B', scale: 'luxembourg' });
    expect(epcBadgeOf(property('a_plus', null, 50))?.background).toBe(epcColourOf(0, LUXEMBOURG_EPC_CLASSES.length).background);
    expect(luxembourgClassOf('b_plus')).toBeNull();
    expect(epcBadgeOf(property('c_sub', null, 50))).toBeNull();
  });

  it('places a label of another country on the list of all our labels', () => {
    expect(epcBadgeOf(property('a', null, 99))).toMatchObject({ text: 'A', scale: 'other' });
  });
});
