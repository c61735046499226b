import type { ArticleKind, Paginated } from '@pelote/shared';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type * as z from 'zod';
import type { DataTableColumn } from '@/components/data-table';
import { toMoneyField } from '@/components/form-money-field';
import type { SelectOption } from '@/components/select-field';

/** What every row of a catalogue table has; `cout_moyen` in direction's answers only (none for pouch components). */
export type ArticleItem = { id: number; nom: string; cout_moyen?: number | null | undefined };

/**
 * Everything that differs between the catalogue screens: the type's texts and paths,
 * its answer and form schemas, its columns, its form fields and their starting values.
 */
export type ArticleScreen<Item extends ArticleItem, Input extends FieldValues, Payload> = {
  kind: ArticleKind;
  pageSchema: z.ZodType<Paginated<Item>>;
  /** The shared form schema: what the user typed in, the API payload out. */
  formSchema: z.ZodType<Payload, Input>;
  /** The data columns; the page adds 'Statut' and 'Actions'. */
  columns: DataTableColumn<Item>[];
  createValues: Input;
  editValues: (item: Item) => Input;
  /** The dialog's fields, bound by name to the form. */
  Fields: ComponentType;
  /** False for garments: one page of up to 200 rows, no pager. */
  paginated?: boolean;
  /** False for pouch components, whose table has no status column. */
  showStatus?: boolean;
  /** The list's own type filter (accessory type, garment type). */
  typeFilter?: { label: string; options: readonly SelectOption[] };
  /** A wider dialog for long forms. */
  dialogSize?: 'md' | 'lg';
};

/** Options of a select from a list of values shown as they are. */
export function valueOptions(values: readonly string[], labels?: Record<string, string>): SelectOption[] {
  return values.map((value) => ({ id: value, label: labels?.[value] ?? value }));
}

/** An empty name, description and price: the start of a new article's form. */
export const EMPTY_ARTICLE_VALUES = { nom: '', description: '', prix_unitaire: '' } as const;

/** An article's name, description and price as its form holds them. */
export function articleValues(item: { nom: string; description: string; prix_unitaire: number }) {
  return { nom: item.nom, description: item.description, prix_unitaire: toMoneyField(item.prix_unitaire) };
}
