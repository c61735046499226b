import { type Approval, approvalSchema } from '@pelote/shared';
import { checked } from '@/test/utils';

/** An approval koffi asked in Yopougon: 1 000,00 off a 3 000,00 ticket, under cost. */
export const pendingApproval = (overrides: Partial<Approval> = {}): Approval =>
  checked(approvalSchema, {
    id: 41,
    magasin: { id: 2, nom: 'Boutique Yopougon' },
    demandeur: { id: 2, username: 'koffi' },
    statut: 'en_attente',
    montant_ticket: 300_000,
    montant_remise: 100_000,
    pourcentage: 33.33,
    sous_le_cout: true,
    note: null,
    created_at: '2026-11-20T10:00:00.000Z',
    decidee_par: null,
    decidee_at: null,
    valable_jusqu_a: null,
    vente: null,
    ...overrides,
  });
