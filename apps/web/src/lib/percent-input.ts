/** A percentage typed in French or not ('12,5' or '12.5'); NaN when unreadable. */
export function parsePercent(text: string): number {
  const plain = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** A percentage for its field, in French: 12.5 → '12,5'. */
export const percentText = (value: number) => String(value).replace('.', ',');
