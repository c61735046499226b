import { type ReactNode, type Ref, useMemo } from 'react';
import { ComboBox } from 'react-aria-components';
import { type ArticleFacts, ArticleOptionContent } from './article-option';
import { FieldHelp, FieldLabel, fieldClass } from './form-field-parts';
import { PickerInput } from './picker-input';
import { PickerList } from './picker-list';
import { useSettledOptions } from './use-settled-options';

export const ARTICLE_PICKER_TEXTS = {
  placeholder: 'Rechercher un produit...',
  showOptions: 'Afficher les produits',
  loading: 'Chargement des produits...',
  empty: 'Aucun résultat trouvé',
} as const;

const T = ARTICLE_PICKER_TEXTS;

/** What a picker lists: anything with an id and a name. */
export type PickerItem = { id: number; nom: string };

export type ArticlePickerProps<Item extends PickerItem> = {
  label: string;
  /** The options for the text typed (the chosen item is added when they lack it). */
  items: readonly Item[];
  value: Item | null;
  onChange: (item: Item | null) => void;
  /** What the field shows: the chosen item's name, or the search being typed. */
  text: string;
  onTextChange: (text: string) => void;
  /** What an option tells beside the name: price, colour, lots, stock... */
  facts: (item: Item) => ArticleFacts;
  /** The options are being asked for (a spinner, and 'Chargement...' while there are none). */
  isLoading?: boolean;
  /** A hint under the field. */
  help?: ReactNode;
  /** A short mark beside the chosen value ('Par défaut'), read with the field. */
  badge?: string;
  onBlur?: () => void;
  /** Opens the list when the field takes the focus (true); else on typing, the arrow key or button. */
  openOnFocus?: boolean;
  error?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The one article picker (react-aria ComboBox): a search field whose list shows each article's
 * name, price, colour, lots and stock, the price wrapping under the name on a narrow screen. A list
 * that has just changed cannot be chosen from for 300 ms (useSettledOptions): a tap aimed at an
 * option never picks the one that took its place. Arrows and Enter pick, Escape closes; editing the
 * text drops the choice. Where the options come from (the server, a list already loaded) is the
 * caller's: AsyncPicker, or the sale's lines.
 */
export function ArticlePicker<Item extends PickerItem>({
  label,
  items,
  value,
  onChange,
  text,
  onTextChange,
  facts,
  isLoading = false,
  help,
  badge,
  onBlur,
  openOnFocus = true,
  error,
  isDisabled,
  isRequired = true,
  placeholder = T.placeholder,
  inputRef,
}: ArticlePickerProps<Item>) {
  const options = useMemo(
    () => (value && !items.some((item) => item.id === value.id) ? [value, ...items] : items),
    [items, value],
  );
  const keys = useMemo(() => options.map((item) => item.id), [options]);
  const settled = useSettledOptions(keys);
  return (
    <ComboBox
      className={fieldClass}
      items={options}
      selectedKey={value?.id ?? null}
      disabledKeys={settled.disabledKeys}
      onSelectionChange={(key) => {
        if (!settled.isSettled) return;
        const next = options.find((item) => item.id === Number(key)) ?? null;
        onChange(next);
        onTextChange(next?.nom ?? '');
      }}
      inputValue={text}
      onInputChange={(next) => {
        onTextChange(next);
        if (value && next !== value.nom) onChange(null);
      }}
      onBlur={onBlur}
      menuTrigger={openOnFocus ? 'focus' : 'input'}
      allowsEmptyCollection
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <PickerInput
        placeholder={placeholder}
        showOptions={T.showOptions}
        isInvalid={Boolean(error)}
        isLoading={isLoading}
        badge={badge}
        inputRef={inputRef}
        opensOnPress={openOnFocus}
      />
      <FieldHelp description={badge ? undefined : help} error={error} />
      <PickerList<Item>
        itemId={(item) => item.id}
        itemText={(item) => item.nom}
        emptyText={isLoading ? T.loading : T.empty}
      >
        {(item) => <ArticleOptionContent nom={item.nom} facts={facts(item)} />}
      </PickerList>
    </ComboBox>
  );
}
