import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../pipeline/derive/format-phone.js';

// §5 Display of phone numbers: 10 digits 4-2-2-2, 9 digits 3-2-2-2.
describe('formatPhone', () => {
  it.each([
    ['10 digits', '0475123456', '0475 12 34 56'],
    ['10 digits with separators', '0475/12.34.56', '0475 12 34 56'],
    ['10 digits already grouped', '0475 12 34 56', '0475 12 34 56'],
    ['9 digits', '071123456', '071 12 34 56'],
    ['9 digits with separators', '071 / 12-34-56', '071 12 34 56'],
    ['9 digits with parentheses', '(071) 12 34 56', '071 12 34 56'],
    ['9 digits, Brussels: by digit count', '02 123 45 67', '021 23 45 67'],
    ['+32 landline', '+32 71 12 34 56', '+32 71 12 34 56'],
    ['+32 mobile compact', '+32475123456', '+32 475 12 34 56'],
    ['0032 mobile', '0032475123456', '+32 475 12 34 56'],
    ['+32 (0) trunk prefix', '+32 (0)475 12 34 56', '+32 475 12 34 56'],
    ['+32 (0) trunk prefix, landline', '+32 (0)71 12.34.56', '+32 71 12 34 56'],
    ['surrounding spaces', '  0475123456 ', '0475 12 34 56'],
    ['foreign number as given', '+33 1 23 45 67 89', '+33 1 23 45 67 89'],
    ['too short', ' 12345 ', '12345'],
    ['11 national digits', '04751234567', '04751234567'],
    ['+32 with too few digits', '+32 71 12 34', '+32 71 12 34'],
    ['letters', 'appeler le bureau', 'appeler le bureau'],
    ['empty', '', ''],
  ])('%s: %j → %j', (_, raw, shown) => {
    expect(formatPhone(raw)).toBe(shown);
  });
});
