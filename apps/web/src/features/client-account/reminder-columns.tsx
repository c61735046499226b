import { formatDate, formatDateTime, REMINDER_STEP_LABELS, type ReminderDue } from '@pelote/shared';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import type { DataTableColumn } from '@/components/data-table';
import { actionsColumn } from '@/components/data-table-parts';
import { Money } from '@/components/money';

export const REMINDER_COLUMN_TEXTS = {
  client: 'Client',
  contact: 'Contact',
  owed: 'Reste dû',
  oldestDue: 'Plus ancienne échéance',
  late: 'Retard',
  lastReminder: 'Dernière relance',
  actions: 'Actions',
  daysLate: (days: number) => `${days} jour${days > 1 ? 's' : ''} de retard`,
  dueToday: 'Échéance aujourd’hui',
  dueIn: (days: number) => `Échéance dans ${days} jour${days > 1 ? 's' : ''}`,
  remindedOn: (date: string) => `Dernière relance le ${formatDateTime(date)}`,
  neverReminded: 'Jamais relancé',
  remind: 'Relancer',
  remindLabel: (name: string) => `Relancer ${name}`,
} as const;

const T = REMINDER_COLUMN_TEXTS;

export const reminderClientName = (row: Pick<ReminderDue, 'prenom' | 'nom'>) =>
  `${row.prenom} ${row.nom}`.trim();

/** '4 jours de retard', 'Échéance aujourd’hui', 'Échéance dans 2 jours'. */
export function lateText(days: number): string {
  if (days > 0) return T.daysLate(days);
  return days === 0 ? T.dueToday : T.dueIn(-days);
}

type ReminderColumnsOptions = {
  onRemind: (row: ReminderDue) => void;
  /** The client whose reminder is on its way (its button waits). */
  pendingId: number | null;
};

/** The 'Relances' table: who, how to reach them, what and since when, the last reminder, 'Relancer'. */
export function reminderColumns({
  onRemind,
  pendingId,
}: ReminderColumnsOptions): DataTableColumn<ReminderDue>[] {
  return [
    {
      id: 'client',
      header: T.client,
      isRowHeader: true,
      cell: (row) => (
        <Link
          to={`/clients/${row.id}`}
          className="touch-target inline-flex items-center font-medium text-rose-800 underline-offset-2 hover:underline"
        >
          {reminderClientName(row)}
        </Link>
      ),
    },
    {
      id: 'contact',
      header: T.contact,
      cell: (row) => <span className="whitespace-nowrap">{row.contact}</span>,
    },
    {
      id: 'owed',
      card: 'aside',
      header: T.owed,
      align: 'end',
      cell: (row) => <Money value={row.solde_du} />,
    },
    {
      id: 'oldestDue',
      header: T.oldestDue,
      cell: (row) => (row.plus_ancienne_echeance ? formatDate(row.plus_ancienne_echeance) : '—'),
    },
    {
      id: 'late',
      header: T.late,
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <span className={row.jours_retard > 0 ? 'font-medium text-red-700' : 'text-stone-700'}>
            {lateText(row.jours_retard)}
          </span>
          <Badge tone={row.etape_relance === 'bientot' ? 'amber' : 'red'}>
            {REMINDER_STEP_LABELS[row.etape_relance]}
          </Badge>
        </div>
      ),
    },
    {
      id: 'lastReminder',
      header: T.lastReminder,
      cell: (row) => (
        <span className="text-stone-600">
          {row.derniere_relance ? T.remindedOn(row.derniere_relance) : T.neverReminded}
        </span>
      ),
    },
    actionsColumn(T.actions, (row) => (
      <Button
        size="sm"
        variant="secondary"
        aria-label={T.remindLabel(reminderClientName(row))}
        onPress={() => onRemind(row)}
        isPending={pendingId === row.id}
        className="min-h-10"
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {T.remind}
      </Button>
    )),
  ];
}
