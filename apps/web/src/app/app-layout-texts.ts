export const APP_LAYOUT_TEXTS = {
  skipLink: 'Aller au contenu principal',
  menu: 'Menu',
  closeMenu: 'Fermer le menu',
  home: 'Pelote — Tableau de bord',
} as const;
