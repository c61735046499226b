import { barcodeProblem, normaliseBarcode } from '@pelote/shared';

/** A code seen again within this many milliseconds of its last reading is the same scan. */
export const SCAN_REPEAT_MS = 1_500;

export type ScanVerdict =
  /** A new scan: the screen acts on it. */
  | { kind: 'accepted'; code: string }
  /** The same code again within SCAN_REPEAT_MS (the camera still sees it): ignored. */
  | { kind: 'repeat'; code: string }
  /** Not a code Pelote reads, or a wrong check digit (a misread): ignored by the camera, said when typed. */
  | { kind: 'invalid'; code: string; problem: 'invalid' | 'checkDigit' };

type ScanFilterOptions = {
  repeatMs?: number;
  /** The clock, in milliseconds (a test passes its own). */
  now?: () => number;
};

/**
 * The gate every reading goes through, camera or hand scanner: the check digit first (an EAN-13,
 * EAN-8 or UPC-A whose last digit does not match is a misread), then the repeat window — a code
 * read again less than SCAN_REPEAT_MS after its previous reading is ignored, and each such reading
 * pushes the window on, so a label held in front of the camera counts once until it leaves the view.
 */
export function createScanFilter({
  repeatMs = SCAN_REPEAT_MS,
  now = () => Date.now(),
}: ScanFilterOptions = {}) {
  let last: { code: string; at: number } | null = null;
  return (raw: string): ScanVerdict => {
    const code = normaliseBarcode(raw);
    const problem = barcodeProblem(code);
    if (problem) return { kind: 'invalid', code, problem };
    const at = now();
    const repeated = last !== null && last.code === code && at - last.at < repeatMs;
    last = { code, at };
    return repeated ? { kind: 'repeat', code } : { kind: 'accepted', code };
  };
}
