import {
  FIGURES,
  type MatrixFixtures,
  type MatrixRow,
  pageRows,
  permitted,
  signedIn,
} from './authorization-matrix.types.ts';

const clientBody = (f: MatrixFixtures) => ({ nom: 'Kouassi', prenom: 'Aya', contact: `07${f.unique()}` });

/** Clients: shared by every shop (both roles read and write them); only direction deletes. Part of AUTHORIZATION_MATRIX. */
export const CLIENT_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/Clients/clients-particuliers/list', expect: signedIn(200), scope: 'shared' },
  {
    method: 'POST',
    path: '/api/Clients/clients-particuliers/create',
    expect: signedIn(201),
    request: (f) => ({ body: clientBody(f) }),
  },
  {
    method: 'PUT',
    path: '/api/Clients/clients-particuliers/edit/:id',
    expect: signedIn(200),
    request: (f) => ({ params: { id: f.clientId }, body: clientBody(f) }),
  },
  {
    method: 'PATCH',
    path: '/api/Clients/clients-particuliers/delete/:id',
    expect: permitted('clients:delete', 200),
    request: async (f) => ({ params: { id: await f.freshClient() } }),
  },
  {
    method: 'GET',
    path: '/api/Clients/clients-particuliers/detail/:id',
    expect: signedIn(200),
    request: (f) => ({ params: { id: f.clientId } }),
    scope: 'shared',
  },
  {
    method: 'GET',
    path: '/api/Clients/clients-particuliers/detail/:id/resume',
    expect: signedIn(200),
    request: (f) => ({ params: { id: f.clientId } }),
    scope: { figures: true, narrow: 'none' },
  },
  {
    method: 'GET',
    path: '/api/Clients/clients-particuliers/statistiques',
    expect: signedIn(200),
    scope: FIGURES,
  },
  { method: 'GET', path: '/api/Clients/nationalites', expect: signedIn(200), scope: 'shared' },
  {
    method: 'GET',
    path: '/api/Mouvements/ventes/client/:id',
    // A gerant sees the client's sales of their own shop only: filtered, not refused.
    expect: signedIn(200),
    request: (f) => ({ params: { id: f.clientId } }),
    scope: { rows: pageRows },
  },
];
