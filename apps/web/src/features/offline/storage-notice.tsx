import { useEffect, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { readString, writeString } from '@/lib/storage';
import { OFFLINE_TEXTS } from './offline-texts';
import { requestPersistentStorage, useStorageState } from './storage-persistence';

const DISMISSED_KEY = 'pelote.stockage-averti';

/**
 * A discreet warning at the top of the new-sale form when the browser would not promise to keep
 * the device's data (where the sales made offline wait), and on iOS Safari the advice to add Pelote
 * to the home screen. 'Compris' puts it away on this device. It asks the browser itself (once per
 * page, as the offline upkeep does, which has usually asked by the time the form opens).
 */
export function StorageNotice() {
  const { persisted, iosInBrowser } = useStorageState();
  const [dismissed, setDismissed] = useState(() => readString(DISMISSED_KEY) === '1');
  useEffect(() => {
    void requestPersistentStorage();
  }, []);
  if (dismissed || (persisted !== false && !iosInBrowser)) return null;
  return (
    <Alert tone="info" className="text-sm">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          {persisted === false ? <p>{OFFLINE_TEXTS.storageWarning}</p> : null}
          {iosInBrowser ? <p>{OFFLINE_TEXTS.iosHint}</p> : null}
        </div>
        <Button
          variant="secondary"
          onPress={() => {
            writeString(DISMISSED_KEY, '1');
            setDismissed(true);
          }}
        >
          {OFFLINE_TEXTS.dismiss}
        </Button>
      </div>
    </Alert>
  );
}
