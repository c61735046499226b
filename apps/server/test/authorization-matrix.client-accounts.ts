import { ALLOWED, type MatrixRow, shopA, signedIn } from './authorization-matrix.types.ts';

/**
 * The client's account (business-wide: both roles read it; a gerant takes instalments in their own
 * shop). The debtors list narrows a gerant to what their shop's credit sales still owe: its rows
 * carry no shop, so that scope is checked in client-accounts/instalments.routes.test.ts. Part of
 * AUTHORIZATION_MATRIX.
 */
export const CLIENT_ACCOUNT_ROWS: MatrixRow[] = [
  {
    method: 'POST',
    path: '/api/Clients/:id/versements',
    // The matrix's client owes nothing: 400 'Ce client ne doit rien' once past the shop check.
    expect: shopA(ALLOWED),
    request: (f) => ({
      params: { id: f.clientId },
      body: { montant: 100, methode: 'especes', magasin: f.shopA },
    }),
  },
  {
    method: 'GET',
    path: '/api/Clients/:id/compte',
    expect: signedIn(200),
    request: (f) => ({ params: { id: f.clientId } }),
    scope: 'shared',
  },
  { method: 'GET', path: '/api/Clients/creances', expect: signedIn(200), scope: 'shared' },
  // 'Relances': debtors as above, scoped the same way (checked in reminders-due.routes.test.ts).
  { method: 'GET', path: '/api/Clients/relances', expect: signedIn(200), scope: 'shared' },
  {
    method: 'GET',
    path: '/api/Clients/:id/relance',
    // The matrix's client has a short contact: 400 'pas de numéro de téléphone utilisable'.
    expect: signedIn(ALLOWED),
    request: (f) => ({ params: { id: f.clientId } }),
    scope: 'shared',
  },
  {
    method: 'POST',
    path: '/api/Clients/:id/relances',
    expect: signedIn(201),
    request: (f) => ({ params: { id: f.clientId }, body: { canal: 'whatsapp' } }),
  },
  {
    method: 'GET',
    path: '/api/Clients/:id/releve/pdf',
    expect: signedIn(200),
    request: (f) => ({ params: { id: f.clientId } }),
    scope: 'shared',
  },
];
