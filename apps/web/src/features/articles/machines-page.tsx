import {
  ARTICLE_KINDS,
  type Machine,
  type MachineFormValues,
  type MachinePayload,
  machineFormSchema,
  machinePageSchema,
} from '@pelote/shared';
import { FormMoneyField, toMoneyField } from '@/components/form-money-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';
import { nameColumn, priceColumn, textColumn } from './article-columns';
import { ArticlePage } from './article-page';
import type { ArticleScreen } from './article-screen';

export const MACHINE_TEXTS = {
  name: 'Nom',
  marque: 'Marque',
  description: 'Description',
  price: 'Prix unitaire (FCFA)',
} as const;

const T = MACHINE_TEXTS;

function MachineFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormTextField<MachineFormValues>
        name="nom"
        label={T.name}
        isRequired
        autoFocus
        className="sm:col-span-2"
      />
      <FormTextField<MachineFormValues> name="marque" label={T.marque} isRequired />
      <FormMoneyField<MachineFormValues> name="prix_unitaire" label={T.price} isRequired />
      <FormTextareaField<MachineFormValues>
        name="description"
        label={T.description}
        className="sm:col-span-2"
      />
    </div>
  );
}

export const machineScreen: ArticleScreen<Machine, MachineFormValues, MachinePayload> = {
  kind: ARTICLE_KINDS.machine,
  pageSchema: machinePageSchema,
  formSchema: machineFormSchema,
  // Nom, Marque, Prix, Statut, Actions.
  columns: [nameColumn(), textColumn('marque', T.marque, (machine) => machine.marque), priceColumn()],
  createValues: { nom: '', marque: '', description: '', prix_unitaire: '' },
  editValues: (machine) => ({
    nom: machine.nom,
    marque: machine.marque,
    description: machine.description,
    prix_unitaire: toMoneyField(machine.prix_unitaire),
  }),
  Fields: MachineFields,
};

/** /machines: 'Gestion des Machines'. */
export function MachinesPage() {
  return <ArticlePage screen={machineScreen} />;
}
