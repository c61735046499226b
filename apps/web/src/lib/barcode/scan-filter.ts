import { barcodeProblem, normaliseBarcode } from '@pelote/shared';

/** A code seen again within this many milliseconds of its last reading is the same scan. */
export const SCAN_REPEAT_MS = 1_500;
/**
 * ...or within this many camera images of it: on a slow phone (or a busy one) reading an image may
 * take longer than SCAN_REPEAT_MS, and a label held still must not count again for that.
 */
export const SCAN_REPEAT_FRAMES = 10;

export type ScanVerdict =
  /** A new scan: the screen acts on it. */
  | { kind: 'accepted'; code: string }
  /** The same code again within SCAN_REPEAT_MS or SCAN_REPEAT_FRAMES (the camera still sees it): ignored. */
  | { kind: 'repeat'; code: string }
  /** Not a code Pelote reads, or a wrong check digit (a misread): ignored by the camera, said when typed. */
  | { kind: 'invalid'; code: string; problem: 'invalid' | 'checkDigit' };

type ScanFilterOptions = {
  repeatMs?: number;
  repeatFrames?: number;
  /** The clock, in milliseconds (a test passes its own). */
  now?: () => number;
};

/**
 * The gate every reading goes through, camera or hand scanner: the check digit first (an EAN-13,
 * EAN-8 or UPC-A whose last digit does not match is a misread), then the repeat window — a code
 * read again less than SCAN_REPEAT_MS after its previous reading, or (from the camera, which numbers
 * the images it reads) less than SCAN_REPEAT_FRAMES images after it, is ignored, and each such
 * reading pushes the window on, so a label held in front of the camera counts once until it leaves
 * the view, however slowly the images are read.
 */
export function createScanFilter({
  repeatMs = SCAN_REPEAT_MS,
  repeatFrames = SCAN_REPEAT_FRAMES,
  now = () => Date.now(),
}: ScanFilterOptions = {}) {
  let last: { code: string; at: number; frame: number | undefined } | null = null;
  /** `frame`: the number of the camera image the code was read in; none when typed. */
  return (raw: string, frame?: number): ScanVerdict => {
    const code = normaliseBarcode(raw);
    const problem = barcodeProblem(code);
    if (problem) return { kind: 'invalid', code, problem };
    const at = now();
    const recentImage =
      frame !== undefined && last?.frame !== undefined && frame - last.frame <= repeatFrames;
    const repeated = last !== null && last.code === code && (at - last.at < repeatMs || recentImage);
    last = { code, at, frame };
    return repeated ? { kind: 'repeat', code } : { kind: 'accepted', code };
  };
}
