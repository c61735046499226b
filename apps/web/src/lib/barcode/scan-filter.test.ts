import { describe, expect, it } from 'vitest';
import { createScanFilter, SCAN_REPEAT_MS } from './scan-filter';

/** A filter on a clock the test moves by hand. */
function filterAt() {
  let now = 1_000;
  const filter = createScanFilter({ now: () => now });
  return {
    read: (code: string) => filter(code).kind,
    wait: (ms: number) => {
      now += ms;
    },
  };
}

describe('the scan filter', () => {
  it('takes a code once, ignores it while it is read again within 1.5 s, and takes it after', () => {
    const scan = filterAt();
    expect(scan.read('3017620422003')).toBe('accepted');
    scan.wait(200);
    expect(scan.read('3017620422003')).toBe('repeat');
    // Each reading pushes the window on: a label held in front of the camera counts once.
    scan.wait(SCAN_REPEAT_MS - 1);
    expect(scan.read('3017620422003')).toBe('repeat');
    scan.wait(SCAN_REPEAT_MS);
    expect(scan.read('3017620422003')).toBe('accepted');
  });

  it('ignores a code the camera still sees ten images later, however long reading them took', () => {
    let now = 1_000;
    const filter = createScanFilter({ now: () => now });
    expect(filter('3017620422003', 1).kind).toBe('accepted');
    // A busy phone: each image takes 2 s to read, the label is held still.
    for (let frame = 2; frame <= 12; frame++) {
      now += 2_000;
      expect(filter('3017620422003', frame).kind).toBe('repeat');
    }
    // Out of view for more than ten images, then back: a new scan.
    now += 2_000;
    expect(filter('3017620422003', 23).kind).toBe('accepted');
    // Typed by a hand scanner (no image) 2 s later: a new scan too.
    now += 2_000;
    expect(filter('3017620422003').kind).toBe('accepted');
  });

  it('takes another code at once, and the first one again after it', () => {
    const scan = filterAt();
    expect(scan.read('3017620422003')).toBe('accepted');
    expect(scan.read('2000000000121')).toBe('accepted');
    expect(scan.read('3017620422003')).toBe('accepted');
  });

  it('refuses an EAN-13, EAN-8 or UPC-A whose check digit is wrong (a misread), and says why', () => {
    const filter = createScanFilter();
    expect(filter('3017620422004')).toEqual({
      kind: 'invalid',
      code: '3017620422004',
      problem: 'checkDigit',
    });
    expect(filter('96385074')).toMatchObject({ kind: 'accepted' });
    expect(filter('96385075')).toMatchObject({ kind: 'invalid', problem: 'checkDigit' });
    expect(filter('036000291452')).toMatchObject({ kind: 'accepted' });
    expect(filter('036000291453')).toMatchObject({ kind: 'invalid', problem: 'checkDigit' });
  });

  it('takes a Code 128 text as it is, trimmed, and refuses blanks and spaces', () => {
    const filter = createScanFilter();
    expect(filter('  LAINE-ROSE-01\n')).toEqual({ kind: 'accepted', code: 'LAINE-ROSE-01' });
    expect(filter('   ')).toMatchObject({ kind: 'invalid', problem: 'invalid' });
    expect(filter('LAINE ROSE')).toMatchObject({ kind: 'invalid', problem: 'invalid' });
  });

  it('does not let a refused reading reset the window of the code before it', () => {
    const scan = filterAt();
    expect(scan.read('3017620422003')).toBe('accepted');
    expect(scan.read('3017620422004')).toBe('invalid');
    expect(scan.read('3017620422003')).toBe('repeat');
  });
});
