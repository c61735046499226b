import { formatDateTime, type JournalEntry } from '@pelote/shared';
import type { DataTableColumn } from '@/components/data-table';
import { JournalEntryView } from '@/components/journal-entry-view';

export const JOURNAL_TABLE_TEXTS = {
  label: 'Journal des modifications',
  date: 'Date',
  event: 'Modification',
} as const;

const T = JOURNAL_TABLE_TEXTS;

const columns: DataTableColumn<JournalEntry>[] = [
  {
    id: 'date',
    header: T.date,
    // The day above the time: a narrow column, so the sentence keeps the room on a phone.
    cell: (entry) => {
      const [day, time] = formatDateTime(entry.date).split(' ');
      return (
        <span className="flex flex-col whitespace-nowrap tabular-nums">
          <span>{day}</span>
          <span className="text-stone-500">{time}</span>
        </span>
      );
    },
    className: 'w-28 align-top',
  },
  {
    id: 'event',
    header: T.event,
    isRowHeader: true,
    cell: (entry) => <JournalEntryView entry={entry} withDate={false} />,
    className: 'align-top whitespace-normal',
  },
];

/** The journal's table, newest first: the date, then the sentence with its shop, address and source. */
export const journalTable = {
  'aria-label': T.label,
  columns,
  getId: (entry: JournalEntry) => entry.id,
  minWidthClass: 'min-w-[20rem]',
};
