import type {
  BestPrice,
  PaymentInput,
  PricedArticle,
  PriceListRules,
  SaleCreateInput,
  ShopOfflineSnapshot,
  StoreProduct,
} from '@pelote/shared';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * What the offline feature hands the sales screens, through the app layer (features never import
 * each other): the sales waiting on this device, the provisional ticket, the warning about the
 * device's storage, and the new-sale form's way to sell from the shop's copy on the device.
 */

/** What the provisional ticket and the sales list show of a sale not on the server yet. */
export type OfflineSaleSummary = {
  shop: { id: number; nom: string; code: string };
  /** 'Vente libre' or the client's name. */
  clientLabel: string;
  /** `total` is the line's net: less its discount (`remise`) and its share of the ticket's. */
  lines: {
    article: number;
    nom: string;
    quantite: number;
    bain: string;
    prix: number;
    total: number;
    remise?: number;
  }[];
  payments: Pick<PaymentInput, 'methode' | 'montant' | 'reference'>[];
  /** The sale's net: what it costs after its discounts (`remises`, when it has some). */
  total: number;
  remises?: number;
};

/** A sale kept on the device, as the sales screens hold it (the offline feature's outbox entry). */
export type DeviceSale = {
  id?: number;
  /** 'T-{code magasin}-{n}', the provisional ticket's number. */
  ticket: string;
  /** The server's reason, once it refused the sale. */
  motif: string | null;
  /** ISO date-time of the device when 'Valider' was pressed. */
  deviceTime: string;
  body: SaleCreateInput;
  summary: OfflineSaleSummary;
};

export type OfflineClient = ShopOfflineSnapshot['clients'][number];

/** The new-sale form's offline side: the shop's copy, less what the outbox sold, and the outbox. */
export type OfflineSale = {
  /** The server does not answer (it decides, not the browser). */
  isOffline: boolean;
  /** The copy's products, less the outbox's sales; null without a copy. */
  products: StoreProduct[] | null;
  clients: OfflineClient[];
  /** 'HH:MM' of the copy, or null. */
  stockAt: string | null;
  /** What the client may still buy on credit offline; null without a limit (or unknown client). */
  creditRoom: (clientId: number | null) => number | null;
  /** The client's credit balance ('Avoir client') less what the outbox already spent of it. */
  creditBalance: (clientId: number | null) => number;
  /**
   * The price lists the copy holds for the shop (the clients' and the promotions), [] without.
   * Optional, like `unitPrice`, so a form's stand-in need not give them.
   */
  priceLists?: PriceListRules[];
  /**
   * The lowest applicable unit price of `quantity` units of the article for that client, at the
   * device's time (or `at`), from the copy's lists: the server's own rule (`bestUnitPrice`).
   */
  unitPrice?: (article: PricedArticle, quantity: number, clientId: number | null, at?: Date) => BestPrice;
  /** Whether a sale can be written to the device's outbox at all (a signed-in user, IndexedDB). */
  canQueue: boolean;
  /**
   * Writes the sale to the outbox under the form's key (`firstBody`: the body of an online attempt
   * with that key that got no answer) and sends it as soon as the server answers.
   */
  queue: (options: {
    payload: SaleCreateInput;
    key: string;
    clientLabel: string;
    firstBody?: SaleCreateInput;
  }) => Promise<DeviceSale>;
  /** 'Corriger': the refused sale back in the outbox, as fixed, under a new key. */
  correct: (id: number, payload: SaleCreateInput, clientLabel: string) => Promise<DeviceSale>;
  /** A sale was recorded online: the stock moved, the device's copy is read again. */
  saleRecorded: () => void;
};

export type OfflineSlots = {
  PendingSales: ComponentType<{ shopId: number | null; onCorrect: (entry: DeviceSale) => void }> | null;
  ProvisionalTicket: ComponentType<{ entry: DeviceSale; onClose: () => void }> | null;
  StorageNotice: ComponentType | null;
  /** Gives the form its offline side for the shop (and the sale being corrected), once loaded. */
  OfflineSaleScope: ComponentType<{
    shopId: number | null;
    correcting?: DeviceSale;
    children: (offline: OfflineSale) => ReactNode;
  }> | null;
};

const OfflineSaleSlotsContext = createContext<OfflineSlots>({
  PendingSales: null,
  ProvisionalTicket: null,
  StorageNotice: null,
  OfflineSaleScope: null,
});

export const OfflineSaleSlotsProvider = OfflineSaleSlotsContext.Provider;

export function useOfflineSaleSlots(): OfflineSlots {
  return useContext(OfflineSaleSlotsContext);
}
