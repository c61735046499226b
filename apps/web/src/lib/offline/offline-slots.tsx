import { type ComponentType, createContext, useContext } from 'react';
import type { OutboxEntry } from './offline-db';

/**
 * The offline feature's pieces the sales screens show, handed down by the app layer (features
 * never import each other): the sales waiting on this device, the provisional ticket, and the
 * warning about the device's storage.
 */
export type OfflineSlots = {
  PendingSales: ComponentType<{ shopId: number | null; onCorrect: (entry: OutboxEntry) => void }> | null;
  ProvisionalTicket: ComponentType<{ entry: OutboxEntry; onClose: () => void }> | null;
  StorageNotice: ComponentType | null;
};

const OfflineSlotsContext = createContext<OfflineSlots>({
  PendingSales: null,
  ProvisionalTicket: null,
  StorageNotice: null,
});

export const OfflineSlotsProvider = OfflineSlotsContext.Provider;

export function useOfflineSlots(): OfflineSlots {
  return useContext(OfflineSlotsContext);
}
