import { STATEMENT_FIELD_LABELS, type StatementColumns, type StatementField } from '@pelote/shared';
import { useState } from 'react';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';

export const COLUMN_MAPPING_TEXTS = {
  title: 'Correspondance des colonnes',
  help: 'Ce relevé n’a pas les colonnes attendues : indiquez où se trouve chaque information. La correspondance sera retenue pour ce magasin et cet opérateur.',
  none: '(aucune)',
  apply: 'Vérifier avec ces colonnes',
} as const;

const T = COLUMN_MAPPING_TEXTS;
const FIELDS: { field: StatementField; required: boolean }[] = [
  { field: 'reference', required: true },
  { field: 'date', required: true },
  { field: 'montant', required: true },
  { field: 'frais', required: false },
  { field: 'sens', required: false },
  { field: 'telephone', required: false },
];

/** The column-mapping step: which of the file's headers holds each field. */
export function ColumnMapping({
  headers,
  onMapped,
}: {
  headers: readonly string[];
  onMapped: (columns: StatementColumns) => void;
}) {
  const [chosen, setChosen] = useState<Partial<Record<StatementField, string>>>({});
  const options = headers.map((header) => ({ id: header, label: header }));
  const complete = FIELDS.every(({ field, required }) => !required || chosen[field]);
  return (
    <section
      aria-label={T.title}
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3"
    >
      <h3 className="text-sm font-semibold text-stone-900">{T.title}</h3>
      <p className="text-sm text-stone-700">{T.help}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ field, required }) => (
          <SelectField
            key={field}
            label={STATEMENT_FIELD_LABELS[field]}
            options={required ? options : [{ id: '', label: T.none }, ...options]}
            value={chosen[field] ?? ''}
            onChange={(value) => setChosen((current) => ({ ...current, [field]: value }))}
            isRequired={required}
          />
        ))}
      </div>
      <Button
        variant="secondary"
        isDisabled={!complete}
        onPress={() =>
          onMapped({
            reference: chosen.reference ?? '',
            date: chosen.date ?? '',
            montant: chosen.montant ?? '',
            frais: chosen.frais || undefined,
            sens: chosen.sens || undefined,
            telephone: chosen.telephone || undefined,
          })
        }
      >
        {T.apply}
      </Button>
    </section>
  );
}
