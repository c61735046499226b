import { type MatrixFixtures, type MatrixRow, permitted, signedIn } from './authorization-matrix.types.ts';

const supplierBody = (f: MatrixFixtures) => ({ nom: `Fournisseur ${f.unique()}`, delai_livraison: 7 });

/** A supplier made by direction for a row to read, edit or delete. */
const freshSupplier = async (f: MatrixFixtures) =>
  ((await f.asDirection('POST', '/api/Fournisseurs/', supplierBody(f))) as { id: number }).id;

/** Suppliers: shared by every shop; everyone signed in reads them, direction writes. Part of AUTHORIZATION_MATRIX. */
export const SUPPLIER_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/Fournisseurs/', expect: signedIn(200), scope: 'shared' },
  {
    method: 'POST',
    path: '/api/Fournisseurs/',
    expect: permitted('suppliers:manage', 201),
    request: (f) => ({ body: supplierBody(f) }),
  },
  {
    method: 'GET',
    path: '/api/Fournisseurs/:id',
    expect: signedIn(200),
    request: async (f) => ({ params: { id: await freshSupplier(f) } }),
    scope: 'shared',
  },
  {
    method: 'PUT',
    path: '/api/Fournisseurs/:id',
    expect: permitted('suppliers:manage', 200),
    request: async (f) => ({ params: { id: await freshSupplier(f) }, body: supplierBody(f) }),
  },
  {
    method: 'DELETE',
    path: '/api/Fournisseurs/:id',
    expect: permitted('suppliers:manage', 200),
    request: async (f) => ({ params: { id: await freshSupplier(f) } }),
  },
];
