import { REMINDER_STEP_LABELS, REMINDER_STEPS, type ReminderDue, type ReminderStep } from '@pelote/shared';
import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Alert } from '@/components/alert';
import { ListPage } from '@/components/list-page';
import { useListScreen } from '@/components/use-list-screen';
import { remindersDueOptions, sendReminder, useRecordReminder } from './client-account-api';
import { reminderColumns } from './reminder-columns';

export const REMINDERS_PAGE_TEXTS = {
  title: 'Relances',
  description: 'Les dettes à échéance dans 2 jours, en retard de 3 jours et de 10 jours.',
  count: (count: number) => `${count} client${count > 1 ? 's' : ''} à relancer`,
  group: 'Groupe',
  all: 'Toutes',
  tableLabel: 'Clients à relancer',
  empty: 'Aucune relance à faire.',
  emptyText: 'Aucun client n’a de dette à échéance dans 2 jours ni en retard de 3 ou 10 jours.',
  emptyGroupText: 'Aucun client dans ce groupe aujourd’hui.',
  loading: 'Chargement des relances...',
  loadError: 'Erreur lors du chargement des relances',
  failed: 'La relance n’a pas pu être préparée.',
} as const;

const T = REMINDERS_PAGE_TEXTS;
const ALL = 'toutes';
const stepOf = (value: string): ReminderStep | null =>
  (REMINDER_STEPS as readonly string[]).includes(value) ? (value as ReminderStep) : null;

const choiceClass =
  'flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-sm outline-none select-none hover:bg-stone-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-rose-600 data-[focus-visible]:ring-offset-1 data-[selected]:border-rose-700 data-[selected]:bg-rose-700 data-[selected]:text-white';

/**
 * /clients/relances: the clients to remind today — a debt due within 2 days, or 3 or 10 days late —
 * most overdue first, one group or all (in the URL). 'Relancer' opens the prefilled WhatsApp
 * message in a new tab and records the reminder, then the row shows 'Dernière relance le …'.
 */
export function RemindersPage() {
  const list = useListScreen({
    filterKeys: ['groupe'],
    query: ({ page, filters }) => remindersDueOptions({ page, groupe: stepOf(filters.groupe) }),
    isFiltered: (filters) => stepOf(filters.groupe) !== null,
    empty: { icon: BellOff, title: T.empty, text: T.emptyText },
    noResult: { icon: BellOff, title: T.empty, text: T.emptyGroupText, action: null },
  });
  const groupe = stepOf(list.filters.groupe);
  const record = useRecordReminder();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const data = list.data;

  async function remind(row: ReminderDue) {
    setFailure(null);
    setPendingId(row.id);
    try {
      await sendReminder(row.id, record.mutateAsync);
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : T.failed);
    } finally {
      setPendingId(null);
    }
  }

  return (
    <ListPage
      title={T.title}
      description={data ? T.count(data.count) : T.description}
      toolbar={
        <div className="flex flex-col gap-3">
          <RadioGroup
            value={groupe ?? ALL}
            onChange={(value) => list.setFilters({ groupe: value === ALL ? '' : value })}
            orientation="horizontal"
            className="flex flex-col gap-1.5"
          >
            <Label className="text-sm font-medium text-stone-800">{T.group}</Label>
            <div className="flex flex-wrap gap-2">
              <Radio value={ALL} className={choiceClass}>
                {T.all}
              </Radio>
              {REMINDER_STEPS.map((step) => (
                <Radio key={step} value={step} className={choiceClass}>
                  {REMINDER_STEP_LABELS[step]}
                </Radio>
              ))}
            </div>
          </RadioGroup>
          {failure ? <Alert>{failure}</Alert> : null}
        </div>
      }
      {...list.shell}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={list.table({
        'aria-label': T.tableLabel,
        columns: reminderColumns({ onRemind: (row) => void remind(row), pendingId }),
        getId: (row) => row.id,
        dependencies: [pendingId],
        minWidthClass: 'min-w-[60rem]',
      })}
    />
  );
}
