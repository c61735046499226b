import { type Deposit, depositSchema } from '@pelote/shared';
import { checked } from './utils';

/** A deposit as the API answers it (shop Yopougon's bank deposit in transit unless told), checked. */
export function depositRecord(overrides: Partial<Deposit> = {}): Deposit {
  return checked(depositSchema, {
    id: 41,
    magasin: { id: 2, nom: 'Boutique Yopougon' },
    session: 7,
    categorie: 'depot_banque',
    montant: 2_000_000,
    motif: '',
    utilisateur: { id: 2, username: 'koffi', nom: 'Koffi Yao' },
    created_at: '2026-03-02T17:00:00.000Z',
    statut: 'en_transit',
    en_retard: false,
    justificatif_url: null,
    confirmation: null,
    ...overrides,
  });
}

/** The same deposit once confirmed: 19 900,00 FCFA received, with its comment. */
export function confirmedDeposit(overrides: Partial<Deposit> = {}): Deposit {
  return depositRecord({
    statut: 'confirme',
    confirmation: {
      montant_recu: 1_990_000,
      ecart: -10_000,
      reference_bordereau: 'BRD-0042',
      date: '2026-03-03',
      commentaire: 'Billet déchiré refusé',
      confirme_par: { id: 1, username: 'direction', nom: 'Awa Koné' },
      confirme_le: '2026-03-03T10:00:00.000Z',
    },
    ...overrides,
  });
}
