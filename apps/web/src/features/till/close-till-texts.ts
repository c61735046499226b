import { TILL_METHOD_LABELS, type TillMethod } from '@pelote/shared';

/** The close's French texts. */
export const CLOSE_TILL_TEXTS = {
  title: 'Clôturer la caisse',
  countText:
    'Comptez ce qui se trouve dans la caisse et saisissez-le. Les montants attendus s’affichent à l’étape suivante.',
  loading: 'Préparation de la clôture...',
  loadError: 'Erreur lors du chargement du rapport X',
  next: 'Continuer',
  back: 'Modifier les comptages',
  cancel: 'Annuler',
  reviewTitle: 'Comptage et montants attendus',
  reviewText: 'Vérifiez les écarts ; chaque écart doit être expliqué par un commentaire.',
  comment: (method: TillMethod) => `Commentaire (${TILL_METHOD_LABELS[method]})`,
  close: 'Clôturer la caisse',
  confirm: 'La clôture est définitive : le Z ne pourra plus être modifié. Clôturer la caisse maintenant ?',
  confirmYes: 'Confirmer la clôture',
  pending: 'Clôture en cours...',
  doneTitle: 'Caisse clôturée',
  download: 'Télécharger le Z (PDF)',
  downloading: 'Téléchargement...',
  finish: 'Fermer',
} as const;
