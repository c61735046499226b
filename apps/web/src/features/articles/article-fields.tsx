import { FormMoneyField } from '@/components/form-money-field';
import { FormTextField } from '@/components/form-text-field';
import { FormTextareaField } from '@/components/form-textarea-field';

/** The fields every catalogue form has: the name, the unit price and (but for pouch components) a description. */

const T = { name: 'Nom', description: 'Description', price: 'Prix unitaire (FCFA)' } as const;

/** What the shared fields hold in the form. */
type ArticleCommonValues = { nom: string; description: string; prix_unitaire: string };

/** Where a field of a two-column form spans both columns. */
const WIDE = 'sm:col-span-2';

/** The name, required and focused first; `wide` across both columns of a two-column form. */
export function ArticleNameField({ wide = false }: { wide?: boolean }) {
  return (
    <FormTextField<ArticleCommonValues>
      name="nom"
      label={T.name}
      isRequired
      autoFocus
      className={wide ? WIDE : undefined}
    />
  );
}

/** The unit price, required, typed in FCFA. */
export function ArticlePriceField() {
  return <FormMoneyField<ArticleCommonValues> name="prix_unitaire" label={T.price} isRequired />;
}

/** The description; `wide` across both columns of a two-column form. */
export function ArticleDescriptionField({
  wide = false,
  isRequired,
}: {
  wide?: boolean;
  isRequired?: boolean;
}) {
  return (
    <FormTextareaField<ArticleCommonValues>
      name="description"
      label={T.description}
      isRequired={isRequired}
      className={wide ? WIDE : undefined}
    />
  );
}
