export const NOTIFICATIONS_TEXTS = {
  button: 'Notifications',
  buttonWithCount: (alerts: number, approvals = 0) =>
    `Notifications : ${[
      alerts > 0 ? `${alerts} alerte${alerts > 1 ? 's' : ''} de stock` : '',
      approvals > 0 ? `${approvals} accord${approvals > 1 ? 's' : ''} de remise en attente` : '',
    ]
      .filter(Boolean)
      .join(', ')}`,
  empty: 'Aucune nouvelle notification',
  loading: 'Chargement...',
  active: (count: number) => `${count} alerte${count > 1 ? 's' : ''} de stock active${count > 1 ? 's' : ''}`,
  seeAll: 'Voir toutes les alertes',
  more: (count: number) => `et ${count} autre${count > 1 ? 's' : ''}`,
} as const;

export const NOTIFICATIONS_BUTTON_CLASS =
  'relative flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-600 outline-none hover:bg-stone-100 hover:text-stone-900 data-[focus-visible]:outline-2 data-[focus-visible]:outline-solid data-[focus-visible]:outline-rose-600';
