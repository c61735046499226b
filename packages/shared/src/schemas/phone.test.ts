import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneTail } from './phone.ts';

describe('normalizePhone', () => {
  it.each([
    ['07 01 02 03 04', '+2250701020304'],
    ['0701020304', '+2250701020304'],
    ['07.01.02.03.04', '+2250701020304'],
    ['07-01-02-03-04', '+2250701020304'],
    ['+225 07 01 02 03 04', '+2250701020304'],
    ['00225 0701020304', '+2250701020304'],
    ['2250701020304', '+2250701020304'],
    ['(+225) 07 01 02 03 04', '+2250701020304'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033 6 12 34 56 78', '+33612345678'],
    ['01 02 03 04', '+22501020304'],
  ])('%j is %j', (typed, normal) => {
    expect(normalizePhone(typed)).toBe(normal);
  });

  it.each(['', 'inconnu', '07 01 AB 03 04', '12', '+1234567890123456789'])('refuses %j', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });

  it('keeps the last 8 digits for a database search', () => {
    expect(phoneTail('+225 07 01 02 03 04')).toBe('01020304');
  });
});
