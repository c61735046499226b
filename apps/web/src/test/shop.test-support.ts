import { type Shop, shopSchema } from '@pelote/shared';
import * as z from 'zod';
import { fakeResponse } from './utils';

/**
 * A shop as GET /Magasins/liste-magasins answers it (every field of @pelote/shared `shopSchema`),
 * checked against that schema.
 */
export function shopRecord(overrides: Partial<Shop> & Pick<Shop, 'id' | 'nom'>): Shop {
  const quartier = overrides.quartier ?? 'Cocody';
  return shopSchema.parse({
    code: `M${String(overrides.id).padStart(2, '0')}`,
    quartier,
    ville: quartier,
    is_active: true,
    photo: null,
    adresse: '',
    code_postal: '',
    telephone: '',
    email: '',
    ...overrides,
  });
}

/** The two shops most web tests use: Cocody (1) and Yopougon (2). */
export const testShops: Shop[] = [
  shopRecord({ id: 1, nom: 'Boutique Cocody', quartier: 'Cocody', code_postal: '08 BP 120' }),
  shopRecord({ id: 2, nom: 'Boutique Yopougon', quartier: 'Yopougon', code_postal: '21 BP 45' }),
];

/** GET /Magasins/liste-magasins answering `shops`, checked against the route's `z.array(shopSchema)`. */
export function shopsResponse(shops: Shop[]): Response {
  return fakeResponse(z.array(shopSchema), shops);
}
