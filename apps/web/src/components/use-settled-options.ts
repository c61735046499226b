import { useEffect, useState } from 'react';
import type { Key } from 'react-aria-components';

/** How long a list that changed stays out of reach. */
export const SETTLE_MS = 300;

const NONE: readonly Key[] = [];

/**
 * Which options of a list may not be chosen yet: all of them for 300 ms after the list changed (new
 * search results, a reload, a new order), none once it has kept still that long. A finger already
 * on its way never picks the option that took the place of the one it aimed at. The change is seen
 * in the render that draws the new list, so no frame shows it choosable.
 */
export function useSettledOptions(keys: readonly Key[]): {
  isSettled: boolean;
  disabledKeys: readonly Key[];
} {
  const signature = keys.join('\u0001');
  const [seen, setSeen] = useState({ signature, version: 0 });
  const [settledVersion, setSettledVersion] = useState(0);
  let version = seen.version;
  if (seen.signature !== signature) {
    version += 1;
    setSeen({ signature, version });
  }
  useEffect(() => {
    if (settledVersion === version) return;
    const timer = setTimeout(() => setSettledVersion(version), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [version, settledVersion]);
  const isSettled = version === settledVersion;
  return { isSettled, disabledKeys: isSettled ? NONE : keys };
}
