import { describe, expect, it } from 'vitest';
import { EPC_LABELS, type EpcLabel } from '../../../schema/index.js';
import { epcLabelText } from '../../../site/components/property/epc-badge.js';

// §9: every label of every scale as a certificate prints it; the key facts and the energy section
// write a property's label with this one helper, and it is the same in every language.

const TEXTS: Record<EpcLabel, string> = {
  a_plusplus: 'A++',
  a_plus: 'A+',
  a: 'A',
  a_sub: 'A-',
  b_plus: 'B+',
  b: 'B',
  b_sub: 'B-',
  c_plus: 'C+',
  c: 'C',
  c_sub: 'C-',
  d_plus: 'D+',
  d: 'D',
  d_sub: 'D-',
  e_plus: 'E+',
  e: 'E',
  e_sub: 'E-',
  f_plus: 'F+',
  f: 'F',
  f_sub: 'F-',
  g: 'G',
};

describe('the energy label text', () => {
  it.each(EPC_LABELS.map((label) => [label, TEXTS[label]]))('writes %s as %s', (label, text) => {
    expect(epcLabelText(label as EpcLabel)).toBe(text);
  });
});
