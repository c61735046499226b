import { type ComponentType, createContext, useContext } from 'react';
import type { OutboxEntry } from './offline-db';

/**
 * The offline feature's pieces the sales screens show, handed down by the app layer (features
 * never import each other): the sales waiting on this device, and the provisional ticket.
 */
export type OfflineSlots = {
  PendingSales: ComponentType<{ shopId: number | null; onCorrect: (entry: OutboxEntry) => void }> | null;
  ProvisionalTicket: ComponentType<{ entry: OutboxEntry; onClose: () => void }> | null;
};

const OfflineSlotsContext = createContext<OfflineSlots>({ PendingSales: null, ProvisionalTicket: null });

export const OfflineSlotsProvider = OfflineSlotsContext.Provider;

export function useOfflineSlots(): OfflineSlots {
  return useContext(OfflineSlotsContext);
}
