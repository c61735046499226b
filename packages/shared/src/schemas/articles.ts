// The catalogue: vocabularies and messages, create/edit payloads, answers, kinds.
export * from './articles-fields.ts';
export * from './articles-inputs.ts';
export * from './articles-items.ts';
export * from './articles-kinds.ts';
