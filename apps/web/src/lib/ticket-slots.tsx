import { type ComponentType, createContext, useContext } from 'react';
import type { DeviceSale } from './offline-sale-slots';

/**
 * What the printing feature hands the sales and offline screens, through the app layer (features
 * never import each other): the ticket's buttons, 'Imprimer le ticket' and 'Envoyer le reçu'.
 */

/** Whose ticket: a recorded sale, a credit note, or an offline sale still on the device. */
export type TicketSource =
  | { kind: 'sale'; id: number }
  | { kind: 'creditNote'; id: number }
  | { kind: 'provisional'; entry: DeviceSale };

export type TicketActionsProps = {
  source: TicketSource;
  /** Just recorded: printed by itself when the device says so, and not a duplicate the first time. */
  isNew?: boolean;
};

export type TicketSlots = { TicketActions: ComponentType<TicketActionsProps> | null };

const TicketSlotsContext = createContext<TicketSlots>({ TicketActions: null });

export const TicketSlotsProvider = TicketSlotsContext.Provider;

export function useTicketSlots(): TicketSlots {
  return useContext(TicketSlotsContext);
}
