import {
  formatDate,
  JOURNAL_ACTION_LABELS,
  JOURNAL_ACTIONS,
  JOURNAL_ENTITIES,
  JOURNAL_ENTITY_LABELS,
  JOURNAL_MESSAGES,
} from '@pelote/shared';
import { X } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { ClearFilterPanelButton } from '@/components/clear-filter-panel-button';
import { ComboBoxField } from '@/components/combo-box-field';
import { InputField } from '@/components/input-field';
import { SelectField, type SelectOption } from '@/components/select-field';
import type { ShopListItem } from '@/lib/shops-query';
import {
  JOURNAL_FILTER_KEYS,
  type JournalFilterKey,
  type JournalFilters,
  type JournalUser,
} from './journal-api';

export const JOURNAL_FILTER_TEXTS = {
  region: 'Filtres',
  user: 'Utilisateur',
  userPlaceholder: 'Tous les utilisateurs',
  shop: 'Magasin',
  allShops: 'Tous les magasins',
  entity: 'Entité',
  allEntities: 'Toutes les entités',
  action: 'Action',
  allActions: 'Toutes les actions',
  from: 'Date début',
  to: 'Date fin',
  active: 'Filtres actifs',
  remove: (label: string) => `Retirer le filtre ${label}`,
  badge: (label: string, value: string) => `${label} : ${value}`,
  userNumber: (id: string) => `Utilisateur n° ${id}`,
  shopNumber: (id: string) => `Magasin n° ${id}`,
} as const;

const T = JOURNAL_FILTER_TEXTS;
const ALL = 'all';

const FILTER_LABELS: Record<JournalFilterKey, string> = {
  utilisateur: T.user,
  magasin: T.shop,
  entite: T.entity,
  action: T.action,
  date_debut: T.from,
  date_fin: T.to,
};

function userLabel(user: JournalUser) {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name ? `${name} (@${user.username})` : `@${user.username}`;
}

/** An error under 'Date fin' when it comes before 'Date début' (the server refuses it too). */
export function journalDateError(filters: JournalFilters): string | undefined {
  const { date_debut: from, date_fin: to } = filters;
  return from && to && from > to ? JOURNAL_MESSAGES.dateRange : undefined;
}

type JournalFilterBarProps = {
  filters: JournalFilters;
  onChange: (changes: Partial<JournalFilters>) => void;
  onClear: () => void;
  activeFilters: number;
  users: readonly JournalUser[];
  shops: readonly ShopListItem[];
};

/**
 * The journal's six filters (user, shop, entity, action, first and last day), each applied at
 * once (back to page 1), and one badge per active filter, each removable.
 */
export function JournalFilterBar({
  filters,
  onChange,
  onClear,
  activeFilters,
  users,
  shops,
}: JournalFilterBarProps) {
  /** One of the list filters: 'Tous…' (ALL) first, which clears it. */
  const selectFilter = (key: 'magasin' | 'entite' | 'action', label: string, options: SelectOption[]) => (
    <SelectField
      label={label}
      options={options}
      value={filters[key] || ALL}
      onChange={(value) => onChange({ [key]: value === ALL ? '' : value })}
    />
  );
  const entityOptions: SelectOption[] = [
    { id: ALL, label: T.allEntities },
    ...JOURNAL_ENTITIES.map((entity) => ({ id: entity, label: JOURNAL_ENTITY_LABELS[entity] })),
  ];
  const actionOptions: SelectOption[] = [
    { id: ALL, label: T.allActions },
    ...JOURNAL_ACTIONS.map((action) => ({ id: action, label: JOURNAL_ACTION_LABELS[action] })),
  ];
  const shopOptions: SelectOption[] = [
    { id: ALL, label: T.allShops },
    ...shops.map((shop) => ({ id: String(shop.id), label: shop.nom })),
  ];

  function valueLabel(key: JournalFilterKey, value: string): string {
    switch (key) {
      case 'utilisateur': {
        const user = users.find((candidate) => String(candidate.id) === value);
        return user ? userLabel(user) : T.userNumber(value);
      }
      case 'magasin':
        return shops.find((shop) => String(shop.id) === value)?.nom ?? T.shopNumber(value);
      case 'entite':
        return (JOURNAL_ENTITY_LABELS as Record<string, string>)[value] ?? value;
      case 'action':
        return (JOURNAL_ACTION_LABELS as Record<string, string>)[value] ?? value;
      default:
        return formatDate(value);
    }
  }

  const active = JOURNAL_FILTER_KEYS.filter((key) => filters[key] !== '');

  return (
    <section aria-label={T.region} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6 xl:items-start">
        <ComboBoxField
          label={T.user}
          placeholder={T.userPlaceholder}
          options={users.map((user) => ({ id: String(user.id), label: userLabel(user) }))}
          value={filters.utilisateur}
          onChange={(utilisateur) => onChange({ utilisateur })}
        />
        {selectFilter('magasin', T.shop, shopOptions)}
        {selectFilter('entite', T.entity, entityOptions)}
        {selectFilter('action', T.action, actionOptions)}
        <InputField
          label={T.from}
          type="date"
          value={filters.date_debut}
          max={filters.date_fin || undefined}
          onChange={(event) => onChange({ date_debut: event.target.value })}
        />
        <InputField
          label={T.to}
          type="date"
          value={filters.date_fin}
          min={filters.date_debut || undefined}
          onChange={(event) => onChange({ date_fin: event.target.value })}
          error={journalDateError(filters)}
        />
      </div>
      {activeFilters > 0 ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
          <ul aria-label={T.active} className="flex flex-wrap gap-2">
            {active.map((key) => {
              const text = T.badge(FILTER_LABELS[key], valueLabel(key, filters[key]));
              return (
                <li
                  key={key}
                  className="inline-flex items-center gap-1 rounded-full bg-sky-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-sky-800 ring-1 ring-sky-600/20 ring-inset"
                >
                  <span>{text}</span>
                  <AriaButton
                    aria-label={T.remove(text)}
                    onPress={() => onChange({ [key]: '' })}
                    className="touch-target inline-flex size-5 items-center justify-center rounded-full outline-none hover:bg-sky-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-rose-600"
                  >
                    <X aria-hidden="true" className="size-3" />
                  </AriaButton>
                </li>
              );
            })}
          </ul>
          <ClearFilterPanelButton onPress={onClear} />
        </div>
      ) : null}
    </section>
  );
}
