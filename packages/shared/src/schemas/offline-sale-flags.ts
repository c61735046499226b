import * as z from 'zod';

/**
 * What every sale answer says of a sale made offline, and the offline messages (sales-offline.ts):
 * apart from the offline schemas, which a sales list does not need.
 */

/** A device clock may run this far ahead of the server's. */
export const OFFLINE_FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** An offline sale older than this is no longer taken. */
export const OFFLINE_MAX_AGE_DAYS = 30;

export const OFFLINE_MESSAGES = {
  deviceTimeRequired: "La date de l'appareil est requise pour une vente hors ligne",
  deviceTimeInvalid: "Date de l'appareil invalide",
  deviceTimeInFuture: "La date de l'appareil est dans le futur : vérifiez l'heure du téléphone",
  deviceTimeTooOld: `Une vente hors ligne de plus de ${OFFLINE_MAX_AGE_DAYS} jours ne peut plus être envoyée`,
  ticketInvalid: 'Ticket provisoire invalide (T-{code magasin}-{numéro})',
  offlineFieldsOnly: 'La date de l’appareil et le ticket provisoire sont réservés aux ventes hors ligne',
  keyRequired: 'Idempotency-Key requis pour une vente hors ligne',
  offline: 'Hors ligne',
  receivedAfterClose: 'Reçue après clôture',
  overLimit: 'Plafond dépassé hors ligne',
  discountUnauthorized: 'Remise non autorisée',
  toSettle: 'Stock à régulariser',
  toSettleTitle: 'À régulariser',
  toSettleEmpty: 'Aucun stock à régulariser',
  toSettleHelp:
    "Unités vendues hors ligne que le stock n'avait plus : la prochaine livraison, le prochain transfert reçu ou le prochain inventaire les régularise.",
  toSettleLoading: 'Chargement du stock à régulariser...',
  toSettleError: 'Impossible de charger le stock à régulariser',
  deviceTime: "Heure de l'appareil",
} as const;

/** What every sale answer (lists and detail) says of where the sale came from. */
export const saleOfflineFlags = {
  /** Made on a device without network and sent later. */
  hors_ligne: z.boolean().optional(),
  /** The device's time when it was made (offline sales only; `date_vente` is the arrival). */
  date_appareil: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Made before its shop's last close, received after it: it belongs to the following session. */
  recue_apres_cloture: z.boolean().optional(),
  /** An offline credit sale over the client's limit, accepted at sync and flagged for direction. */
  plafond_depasse: z.boolean().optional(),
  /**
   * An offline sale whose discount needed direction's approval and had no valid code (wrong,
   * expired, reused, another shop's): recorded as paid, flagged for direction.
   */
  remise_non_autorisee: z.boolean().optional(),
};
