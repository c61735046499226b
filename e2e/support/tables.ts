import type { Locator, Page } from './test.ts';

/**
 * A data table by its accessible name: react-aria's grid where the browser has a mouse or a
 * trackpad, a plain HTML table on a phone (and until the grid's code has come).
 */
export const dataTable = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('grid', { name }).or(scope.getByRole('table', { name }));
