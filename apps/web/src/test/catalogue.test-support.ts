import { type Machine, machineSchema } from '@pelote/shared';
import { checked } from './utils';

/** The Singer 2000 as the catalogue answers it, checked against the shared schema; none in stock. */
export function singerMachine(overrides: Partial<Machine> = {}): Machine {
  return checked(machineSchema, {
    id: 3,
    nom: 'Singer 2000',
    description: 'Machine à coudre',
    type: 'machine',
    marque: 'Singer',
    prix_unitaire: 15000000,
    quantite_stock: 0,
    unite: 'unité',
    is_active: true,
    code_barre: '2000000000039',
    ...overrides,
  });
}
