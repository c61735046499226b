import {
  ARTICLE_KINDS,
  type Machine,
  type MachineFormValues,
  type MachinePayload,
  machineFormSchema,
  machinePageSchema,
} from '@pelote/shared';
import { FormTextField } from '@/components/form-text-field';
import { nameColumn, priceColumn, textColumn } from './article-columns';
import { ArticleDescriptionField, ArticleNameField, ArticlePriceField } from './article-fields';
import { ArticlePage } from './article-page';
import { type ArticleScreen, articleValues, EMPTY_ARTICLE_VALUES } from './article-screen';

export const MACHINE_TEXTS = { marque: 'Marque' } as const;

const T = MACHINE_TEXTS;

function MachineFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ArticleNameField wide />
      <FormTextField<MachineFormValues> name="marque" label={T.marque} isRequired />
      <ArticlePriceField />
      <ArticleDescriptionField wide />
    </div>
  );
}

export const machineScreen: ArticleScreen<Machine, MachineFormValues, MachinePayload> = {
  kind: ARTICLE_KINDS.machine,
  pageSchema: machinePageSchema,
  formSchema: machineFormSchema,
  // Nom, Marque, Prix, Statut, Actions.
  columns: [nameColumn(), textColumn('marque', T.marque, (machine) => machine.marque), priceColumn()],
  createValues: { ...EMPTY_ARTICLE_VALUES, marque: '' },
  editValues: (machine) => ({ ...articleValues(machine), marque: machine.marque }),
  Fields: MachineFields,
};

/** /machines: 'Gestion des Machines'. */
export function MachinesPage() {
  return <ArticlePage screen={machineScreen} />;
}
