/** The texts of a select field (apart, so a page can show them before the select's code arrives). */
export const SELECT_TEXTS = { placeholder: 'Sélectionner...' } as const;
