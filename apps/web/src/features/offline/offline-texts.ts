/** What the screens say about selling through a lost connection. */
export const OFFLINE_TEXTS = {
  badge: (n: number) => `${n} vente(s) en attente`,
  badgeLabel: (n: number) => `${n} vente(s) en attente d'envoi : voir les ventes`,
  signOutTitle: 'Ventes en attente',
  signOutMessage: (n: number) =>
    `${n} vente(s) en attente d'envoi. Elles seront envoyées à votre prochaine connexion.`,
  signOutConfirm: 'Se déconnecter',
  signOutCancel: 'Annuler',
  noSnapshot:
    "Ce magasin n'a pas encore été chargé sur cet appareil : la vente hors ligne sera possible après une connexion.",
  ticketTitle: (ticket: string) => `Ticket provisoire ${ticket}`,
  ticketPending: "Vente en attente d'envoi",
  ticketDeviceTime: "Heure de l'appareil",
  ticketTotal: 'Total',
  ticketPayments: 'Paiements',
  print: 'Imprimer',
  close: 'Fermer',
  pendingTitle: "Ventes en attente d'envoi",
  pendingHint: 'Elles partent seules dès que le réseau revient.',
  statusPending: "En attente d'envoi",
  statusSending: 'Envoi en cours',
  statusRefused: (motif: string) => `Refusée : ${motif}`,
  viewTicket: 'Voir le ticket',
  correct: 'Corriger',
  abandon: 'Abandonner',
  correctGone: "Cette vente n'est plus sur l'appareil (envoyée ou abandonnée entre-temps).",
  abandonTitle: 'Abandonner la vente',
  abandonMessage: (ticket: string) =>
    `La vente ${ticket} sera retirée de cet appareil et ne sera jamais enregistrée. Continuer ?`,
  abandonConfirm: 'Abandonner la vente',
  abandonPending: 'Abandon...',
  storageWarning:
    "Le stockage de ce téléphone n'est pas garanti : les ventes faites hors ligne pourraient être effacées par le navigateur s'il manque de place. Envoyez-les dès que possible.",
  iosHint:
    "Sur iPhone, ajoutez Pelote à l'écran d'accueil (Partager › « Ajouter à l'écran d'accueil ») pour que les ventes hors ligne restent sur l'appareil.",
  dismiss: 'Compris',
} as const;
