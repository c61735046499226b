import type { JournalEntry } from '@pelote/shared';
import { journalContextParts, journalSentence } from '@pelote/shared';

/**
 * One journal row as people read it: the sentence, the fields of a change of several fields, and
 * a secondary line (date and time unless shown elsewhere, shop, role, address, source).
 */
export function JournalEntryView({ entry, withDate = true }: { entry: JournalEntry; withDate?: boolean }) {
  const { sentence, details } = journalSentence(entry);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="font-medium break-words text-stone-900">{sentence}</p>
      {details.length > 0 ? (
        <ul className="flex flex-col gap-0.5 text-sm break-words text-stone-700">
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs break-words text-stone-500">
        {journalContextParts(entry, { withDate }).join(' · ')}
      </p>
    </div>
  );
}
