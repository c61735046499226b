import { SUPPLIER_PATHS } from '@pelote/shared';
import { expect } from 'vitest';
import type { Headers } from '../../../test/shop-context.test-support.ts';
import type { EntriesContext } from '../entries/entries.test-support.ts';

/** Set-up and calls shared by the suppliers' API tests. */

export const LIST_URL = `/api${SUPPLIER_PATHS.list}`;
export const supplierUrl = (id: number | string) => `/api${SUPPLIER_PATHS.supplier}/${id}`;

export type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: Record<string, unknown>;
  headers?: Headers;
  key?: string;
};

/** A call as direction unless `headers` say otherwise, with its Idempotency-Key when given. */
export function call(context: EntriesContext, { method, url, payload, headers, key }: Call) {
  return context.t.inject({
    method,
    url,
    headers: { ...(headers ?? context.direction), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Creates a supplier that must be accepted and answers it. */
export async function createSupplier(context: EntriesContext, payload: Record<string, unknown>) {
  const response = await call(context, { method: 'POST', url: LIST_URL, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; nom: string };
}
