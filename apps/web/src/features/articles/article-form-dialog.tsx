import { useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { FormDialog } from '@/components/form-dialog';
import { RecordHistory } from '@/components/record-history';
import { useSchemaForm } from '@/lib/schema-form';
import { articleFailureText, articleFieldErrors } from './article-failure';
import type { ArticleItem, ArticleScreen } from './article-screen';
import { useSaveArticle } from './articles-api';

export const ARTICLE_FORM_TEXTS = {
  create: 'Ajouter',
  update: 'Modifier',
  pending: 'Enregistrement...',
} as const;

type ArticleFormDialogProps<Item extends ArticleItem, Input extends FieldValues, Payload> = {
  screen: ArticleScreen<Item, Input, Payload>;
  /** The article to edit; null to create one. */
  item: Item | null;
  onClose: () => void;
};

/**
 * Create or edit one article: the type's fields, the shared schema's French messages (cleared as
 * a field is edited), the in-progress state, and on failure an alert in the dialog, which stays
 * open. After a save the lists reload and the dialog closes.
 */
export function ArticleFormDialog<Item extends ArticleItem, Input extends FieldValues, Payload>({
  screen,
  item,
  onClose,
}: ArticleFormDialogProps<Item, Input, Payload>) {
  const { kind, formSchema, Fields } = screen;
  const form = useSchemaForm<Input, Payload>(
    formSchema,
    (item ? screen.editValues(item) : screen.createValues) as DefaultValues<Input>,
  );
  const save = useSaveArticle<Payload>(kind);
  const [failure, setFailure] = useState<string | null>(null);
  const action = item ? 'update' : 'create';

  async function submit(payload: Payload) {
    setFailure(null);
    try {
      await save.mutateAsync({ id: item?.id ?? null, payload });
      onClose();
    } catch (error) {
      setFailure(articleFailureText(kind, action, error));
      for (const [field, message] of Object.entries(articleFieldErrors(error))) {
        form.setError(field as Path<Input>, { message });
      }
    }
  }

  return (
    <FormDialog
      onClose={onClose}
      title={item ? kind.texts.editTitle : kind.texts.add}
      form={form}
      onSubmit={submit}
      submitLabel={item ? ARTICLE_FORM_TEXTS.update : ARTICLE_FORM_TEXTS.create}
      pendingLabel={ARTICLE_FORM_TEXTS.pending}
      isPending={save.isPending}
      error={failure}
      size={screen.dialogSize ?? 'md'}
    >
      <Fields />
      {item ? (
        <RecordHistory entite={kind.type === 'composant' ? 'composant' : 'article'} entiteId={item.id} />
      ) : null}
    </FormDialog>
  );
}
