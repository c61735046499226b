import { REMINDER_STEP_LABELS, REMINDER_STEPS, type ReminderDue, type ReminderStep } from '@pelote/shared';
import { BellOff } from 'lucide-react';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Alert } from '@/components/alert';
import { DataTable } from '@/components/data-table';
import { ListPage, usePageInRange } from '@/components/list-page';
import { EmptyState } from '@/components/status';
import { useListParams } from '@/components/use-list-params';
import { sendReminder, useRecordReminder, useRemindersDue } from './client-account-api';
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
const isStep = (value: string): value is ReminderStep =>
  (REMINDER_STEPS as readonly string[]).includes(value);

const choiceClass =
  'flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-sm outline-none select-none hover:bg-stone-50 data-[focus-visible]:ring-2 data-[focus-visible]:ring-rose-600 data-[focus-visible]:ring-offset-1 data-[selected]:border-rose-700 data-[selected]:bg-rose-700 data-[selected]:text-white';

/**
 * /clients/relances: the clients to remind today — a debt due within 2 days, or 3 or 10 days late —
 * most overdue first, one group or all (in the URL). 'Relancer' opens the prefilled WhatsApp
 * message in a new tab and records the reminder, then the row shows 'Dernière relance le …'.
 */
export function RemindersPage() {
  const list = useListParams(['groupe'] as const);
  const groupe = isStep(list.filters.groupe) ? list.filters.groupe : null;
  const query = useRemindersDue({ page: list.page, groupe });
  const record = useRecordReminder();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const data = query.data;
  usePageInRange(list.page, data?.total_pages, list.setPage);

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
      query={query}
      loadingLabel={T.loading}
      loadErrorTitle={T.loadError}
      table={
        <DataTable
          aria-label={T.tableLabel}
          columns={reminderColumns({ onRemind: (row) => void remind(row), pendingId })}
          items={data?.results ?? []}
          getId={(row) => row.id}
          emptyState={
            <EmptyState icon={BellOff} title={T.empty} text={groupe ? T.emptyGroupText : T.emptyText} />
          }
          isBusy={query.isPlaceholderData}
          dependencies={[pendingId]}
          minWidthClass="min-w-[60rem]"
        />
      }
      pager={data ? { page: list.page, totalPages: data.total_pages, onPageChange: list.setPage } : undefined}
    />
  );
}
