/** What the sales screens say of a sale made or kept on the device (the offline feature says the rest). */
export const SALE_OFFLINE_TEXTS = {
  stockAt: (time: string) => `Stock à ${time}`,
  noSnapshot:
    "Ce magasin n'a pas encore été chargé sur cet appareil : la vente hors ligne sera possible après une connexion.",
  correctTitle: (ticket: string) => `Corriger la vente ${ticket}`,
  statusRefused: (motif: string) => `Refusée : ${motif}`,
  queuedNotice: (ticket: string) =>
    `Vente enregistrée sur l'appareil (${ticket}) : elle sera envoyée au retour du réseau.`,
} as const;
