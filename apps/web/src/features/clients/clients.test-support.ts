import { type Client, clientSchema } from '@pelote/shared';
import { checked } from '@/test/utils';

/** Sample clients for the web tests, checked against @pelote/shared. */

/** Awa Koné, client 7, from Côte d'Ivoire, owing nothing. */
export const clientAwa = (overrides: Partial<Client> = {}): Client =>
  checked(clientSchema, {
    id: 7,
    nom: 'Koné',
    prenom: 'Awa',
    contact: '0707070707',
    sexe: 'F',
    adresse: 'Cocody',
    email: 'awa@example.ci',
    date_naissance: null,
    profession: null,
    nationalite: 'CI',
    nationalite_label: 'Ivoirienne',
    chiffre_affaire: 325_050,
    solde_avoir: 0,
    solde_du: 0,
    plafond_credit: 0,
    tarif: null,
    date_creation: '2026-01-05T09:00:00.000Z',
    ...overrides,
  });
