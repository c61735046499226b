import { expect } from 'vitest';
import { type SignedInApp, useSignedInApp } from '../../../test/signed-in-app.test-support.ts';

/** Set-up and calls shared by the clients' API tests. */

/** Its gerant may read and write clients: they are shared by every shop. */
export type ClientsContext = SignedInApp;

export const BASE = '/api/Clients/clients-particuliers';

export const useClientsContext = useSignedInApp;

/** POSTs a client form, as direction unless `headers` say otherwise. */
export function create(
  context: ClientsContext,
  payload: Record<string, unknown>,
  headers = context.direction,
) {
  return context.t.inject({ method: 'POST', url: `${BASE}/create`, headers, payload });
}

/** Creates a client that must be accepted (contact 0700000000 unless given) and answers it. */
export async function createClient(context: ClientsContext, payload: Record<string, unknown>) {
  const response = await create(context, { contact: '0700000000', ...payload });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; nom: string; prenom: string };
}
