import { todayIso } from '@pelote/shared';
import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import { InputField } from './input-field';
import { Modal, ModalBody, ModalFooter } from './modal';

export const SEARCH_DIALOG_TEXTS = {
  title: 'Recherche avancée',
  dateFrom: 'Date de début',
  dateTo: 'Date de fin',
  reset: 'Réinitialiser',
  cancel: 'Annuler',
  search: 'Rechercher',
} as const;

const T = SEARCH_DIALOG_TEXTS;

type SearchDialogProps = {
  /** What the list's filters are about ('Filtrez les ventes par …'). */
  description: string;
  /** Checks the draft and applies it (the caller closes the dialog), or shows its errors. */
  onSearch: () => void;
  /** Clears every filter and closes. */
  onReset: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The advanced search of a list: its filter fields over a draft, then 'Rechercher' (applies and
 * closes), 'Réinitialiser' (clears every filter and closes) or 'Annuler' (changes nothing).
 */
export function SearchDialog({ description, onSearch, onReset, onClose, children }: SearchDialogProps) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch();
  }
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={T.title}
      description={description}
    >
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <ModalBody>{children}</ModalBody>
        <ModalFooter>
          <Button variant="ghost" onPress={onReset} className="sm:mr-auto">
            {T.reset}
          </Button>
          <Button variant="secondary" slot="close">
            {T.cancel}
          </Button>
          <Button type="submit">{T.search}</Button>
        </ModalFooter>
      </form>
    </Modal>
  );
}

/** The days of a search's draft: 'from' and 'to', '' when not set. */
type DayRange = { date_debut: string; date_fin: string };

/** The 'from' and 'to' days of a search's draft, at most today; `error` goes under the end date. */
export function DateRangeFields({
  range,
  set,
  error,
  labels = { from: T.dateFrom, to: T.dateTo },
}: {
  range: DayRange;
  /** The draft's setter of one key. */
  set: (key: keyof DayRange) => (value: string) => void;
  error?: string | undefined;
  /** The fields' labels, 'Date de début' and 'Date de fin' unless told. */
  labels?: { from: string; to: string };
}) {
  return (
    <>
      <InputField
        label={labels.from}
        type="date"
        value={range.date_debut}
        max={todayIso()}
        onChange={(event) => set('date_debut')(event.target.value)}
      />
      <InputField
        label={labels.to}
        type="date"
        value={range.date_fin}
        max={todayIso()}
        onChange={(event) => set('date_fin')(event.target.value)}
        error={error}
      />
    </>
  );
}

/** Whether a date range is backwards (both days given, the end before the start). */
export const isBackwards = (from: string, to: string) => Boolean(from && to && from > to);
