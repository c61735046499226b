export type { KindDefinition } from './article-kinds.ts';
export { KIND_DEFINITIONS } from './article-kinds.ts';
export type { ArticleColumns, ArticleRow } from './articles.mappers.ts';
export { articlesRoutes } from './articles.routes.ts';
