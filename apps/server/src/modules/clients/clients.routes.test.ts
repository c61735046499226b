import { todayIso } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import {
  BASE,
  createClient as createClientWith,
  create as createWith,
  useClientsContext,
} from './clients.test-support.ts';

const c = useClientsContext();
const create = (payload: Record<string, unknown>, headers = c.direction) => createWith(c, payload, headers);
const createClient = (payload: Record<string, unknown>) => createClientWith(c, payload);

/** A call to a clients route (its path after BASE) as the user of `headers`, with `payload` when given. */
const call = (
  method: 'GET' | 'PUT' | 'PATCH',
  path: string,
  headers: { authorization: string },
  payload?: Record<string, unknown>,
) => c.t.inject({ method, url: `${BASE}${path}`, headers, ...(payload === undefined ? {} : { payload }) });

function tomorrow() {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe('access', () => {
  it.each([
    ['GET', `${BASE}/list`],
    ['POST', `${BASE}/create`],
    ['PUT', `${BASE}/edit/1`],
    ['PATCH', `${BASE}/delete/1`],
    ['GET', `${BASE}/detail/1`],
    ['GET', `${BASE}/statistiques/`],
    ['GET', '/api/Clients/nationalites/'],
  ] as const)('%s %s needs a signed-in user (401)', async (method, url) => {
    const response = await c.t.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Authentification requise');
  });
});

describe('POST /Clients/clients-particuliers/create', () => {
  it('creates a client with every field, trimmed, and answers 201 with it', async () => {
    const response = await create({
      nom: '  Koné ',
      prenom: ' Awa ',
      contact: ' +225 07 07 07 07 07 ',
      sexe: 'F',
      email: ' awa.kone@example.ci ',
      date_naissance: '1990-05-14',
      adresse: ' Cocody, rue des Jardins ',
      profession: ' Couturière ',
      nationalite: 'ci',
    });
    expect(response.statusCode).toBe(201);
    const client = response.json();
    expect(client).toEqual({
      id: expect.any(Number),
      nom: 'Koné',
      prenom: 'Awa',
      contact: '+225 07 07 07 07 07',
      sexe: 'F',
      email: 'awa.kone@example.ci',
      date_naissance: '1990-05-14',
      adresse: 'Cocody, rue des Jardins',
      profession: 'Couturière',
      nationalite: 'CI',
      nationalite_label: 'Ivoirienne',
      chiffre_affaire: 0,
      solde_avoir: 0,
      solde_du: 0,
      plafond_credit: 0,
      tarif: null,
      date_creation: expect.any(String),
    });
    const detail = await call('GET', `/detail/${client.id}`, c.direction);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual(client);
  });

  it('stores empty or missing optional fields as null', async () => {
    const response = await create({
      nom: 'Diallo',
      prenom: 'Moussa',
      contact: '0102030405',
      sexe: '',
      email: '   ',
      date_naissance: '',
      adresse: null,
      profession: '',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      sexe: null,
      email: null,
      date_naissance: null,
      adresse: null,
      profession: null,
      nationalite: null,
      nationalite_label: null,
      chiffre_affaire: 0,
    });
  });

  it('is open to a gerant: clients are shared by every shop', async () => {
    const response = await create({ nom: 'Traoré', prenom: 'Ali', contact: '0505050505' }, c.gerant);
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ prenom: 'Awa', contact: '01' }, 'nom', 'Le nom est requis'],
    [{ nom: '   ', prenom: 'Awa', contact: '01' }, 'nom', 'Le nom est requis'],
    [{ nom: 'Koné', contact: '01' }, 'prenom', 'Le prénom est requis'],
    [{ nom: 'Koné', prenom: ' ', contact: '01' }, 'prenom', 'Le prénom est requis'],
    [{ nom: 'Koné', prenom: 'Awa' }, 'contact', 'Le contact est requis'],
    [{ nom: 'Koné', prenom: 'Awa', contact: '  ' }, 'contact', 'Le contact est requis'],
    [{ nom: 'Koné', prenom: 'Awa', contact: '01', email: 'awa@' }, 'email', "Format d'email invalide"],
    [{ nom: 'Koné', prenom: 'Awa', contact: '01', email: 'awa.kone' }, 'email', "Format d'email invalide"],
    [
      { nom: 'Koné', prenom: 'Awa', contact: '01', date_naissance: tomorrow() },
      'date_naissance',
      'La date de naissance ne peut pas être dans le futur',
    ],
    [
      { nom: 'Koné', prenom: 'Awa', contact: '01', date_naissance: '1990-02-30' },
      'date_naissance',
      'Date de naissance invalide',
    ],
    [
      { nom: 'Koné', prenom: 'Awa', contact: '01', chiffre_affaire: -1 },
      'chiffre_affaire',
      "Le chiffre d'affaires ne peut pas être négatif",
    ],
    [
      { nom: 'Koné', prenom: 'Awa', contact: '01', sexe: 'X' },
      'sexe',
      'Le sexe doit être M (Homme) ou F (Femme)',
    ],
    [{ nom: 'Koné', prenom: 'Awa', contact: '01', nationalite: 'XX' }, 'nationalite', 'Nationalité invalide'],
    [
      { nom: 'Koné', prenom: 'Awa', contact: '01', nationalite: 'Ivoirienne' },
      'nationalite',
      'Nationalité invalide',
    ],
  ])('refuses %j: 400 with the message of %s', async (payload, field, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: message,
      errors: expect.objectContaining({ [field]: message }),
    });
  });

  it('gives every field message at once', async () => {
    const response = await create({ email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      nom: 'Le nom est requis',
      prenom: 'Le prénom est requis',
      contact: 'Le contact est requis',
      email: "Format d'email invalide",
    });
  });

  it('answers in French to values of the wrong type, and to a body that is not an object', async () => {
    const wrongTypes = await create({
      nom: 5,
      prenom: 'Awa',
      contact: '01',
      email: 7,
      sexe: 1,
      chiffre_affaire: 'beaucoup',
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().errors).toEqual({
      nom: 'Le nom est requis',
      email: "Format d'email invalide",
      sexe: 'Le sexe doit être M (Homme) ou F (Femme)',
      chiffre_affaire: "Le chiffre d'affaires doit être un nombre",
    });
    const notAnObject = await create(['Koné'] as unknown as Record<string, unknown>);
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().detail).toBe('Données invalides');
  });

  it('accepts a birth date of today', async () => {
    const response = await create({
      nom: 'Bamba',
      prenom: 'Nouveau-né',
      contact: '01',
      date_naissance: todayIso(),
    });
    expect(response.statusCode).toBe(201);
  });

  it('checks a turnover in the payload but keeps the server at 0: sales make it', async () => {
    const response = await create({ nom: 'Yao', prenom: 'Ama', contact: '01', chiffre_affaire: 500_000 });
    expect(response.statusCode).toBe(201);
    expect(response.json().chiffre_affaire).toBe(0);
  });
});

describe('PUT /Clients/clients-particuliers/edit/{id}', () => {
  it('replaces the fields, clears those left out, and answers 200 (gerant too)', async () => {
    const client = await createClient({
      nom: 'Ouattara',
      prenom: 'Fanta',
      email: 'fanta@example.ci',
      profession: 'Tricoteuse',
      nationalite: 'SN',
    });
    const response = await call('PUT', `/edit/${client.id}`, c.gerant, {
      id: client.id,
      nom: ' Ouattara ',
      prenom: 'Fanta',
      contact: '0708',
      sexe: 'F',
      profession: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: client.id,
      nom: 'Ouattara',
      contact: '0708',
      sexe: 'F',
      email: null,
      profession: null,
      nationalite: null,
    });
  });

  it('checks the same rules as create', async () => {
    const client = await createClient({ nom: 'Kouassi', prenom: 'Jean' });
    const response = await call('PUT', `/edit/${client.id}`, c.direction, {
      nom: 'Kouassi',
      prenom: '',
      contact: '01',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Le prénom est requis');
  });

  it('answers 404 for an unknown client, 400 for a bad id', async () => {
    const payload = { nom: 'A', prenom: 'B', contact: 'C' };
    const missing = await call('PUT', '/edit/999999', c.direction, payload);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Client non trouvé');
    const bad = await call('PUT', '/edit/abc', c.direction, payload);
    expect(bad.statusCode).toBe(400);
  });
});

describe('PATCH /Clients/clients-particuliers/delete/{id}', () => {
  it('is refused to a gerant (403) and leaves the client in place', async () => {
    const client = await createClient({ nom: 'Gerant', prenom: 'Refus' });
    const response = await call('PATCH', `/delete/${client.id}`, c.gerant);
    expect(response.statusCode).toBe(403);
    const detail = await call('GET', `/detail/${client.id}`, c.direction);
    expect(detail.statusCode).toBe(200);
  });

  it('soft deletes for direction: gone from the list, the detail and edits', async () => {
    const client = await createClient({ nom: 'Supprimable', prenom: 'Zoé' });
    const response = await call('PATCH', `/delete/${client.id}/`, c.direction);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Client supprimé' });

    const detail = await call('GET', `/detail/${client.id}`, c.direction);
    expect(detail.statusCode).toBe(404);
    expect(detail.json().detail).toBe('Client non trouvé');
    const list = await call('GET', '/list?search=Supprimable', c.direction);
    expect(list.json()).toMatchObject({ count: 0, results: [] });
    const edit = await call('PUT', `/edit/${client.id}`, c.direction, {
      nom: 'A',
      prenom: 'B',
      contact: 'C',
    });
    expect(edit.statusCode).toBe(404);
    const again = await call('PATCH', `/delete/${client.id}`, c.direction);
    expect(again.statusCode).toBe(404);
    expect(again.json().detail).toBe('Client non trouvé');
  });
});
