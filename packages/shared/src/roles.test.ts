import { describe, expect, it } from 'vitest';
import { type Action, can, canReachShop, PERMISSIONS, ROLE_LABELS, ROLES } from './roles.ts';

describe('roles', () => {
  it('has two roles with their French labels', () => {
    expect(ROLES).toEqual(['direction', 'gerant']);
    expect(ROLE_LABELS).toEqual({ direction: 'Direction', gerant: 'Gérant' });
  });
});

describe('can', () => {
  const directionOnly: Action[] = [
    'users:manage',
    'shops:manage',
    'shops:list-all',
    'shops:select-any',
    'catalogue:write',
    'stock:write-any-shop',
    'sales:cancel',
    'clients:delete',
    'journal:view',
    'import:csv',
    'stock:adjust',
    'counts:validate',
    'costs:view',
    'clients:credit-limit',
    'suppliers:manage',
    'discounts:manage',
    'deposits:confirm',
    'till:day-view',
    'price-lists:manage',
    'purchase-orders:manage',
    'layaways:manage',
  ];
  const both: Action[] = [
    'purchase-orders:receive',
    'catalogue:read',
    'stock:write',
    'sales:write',
    'clients:write',
    'dashboard:view',
    'settings:view',
    'reconciliation:manage',
  ];

  it('covers every action of the table exactly once', () => {
    expect([...directionOnly, ...both].sort()).toEqual(Object.keys(PERMISSIONS).sort());
  });

  it.each(directionOnly)('%s: direction yes, gerant no', (action) => {
    expect(can('direction', action)).toBe(true);
    expect(can('gerant', action)).toBe(false);
  });

  it.each(both)('%s: direction and gerant', (action) => {
    expect(can('direction', action)).toBe(true);
    expect(can('gerant', action)).toBe(true);
  });

  it('refuses everything without a role', () => {
    for (const action of Object.keys(PERMISSIONS) as Action[]) {
      expect(can(null, action)).toBe(false);
      expect(can(undefined, action)).toBe(false);
    }
  });
});

describe('canReachShop', () => {
  it('lets direction reach any shop', () => {
    expect(canReachShop({ role: 'direction', magasin: null }, 1)).toBe(true);
    expect(canReachShop({ role: 'direction', magasin: null }, 42)).toBe(true);
  });

  it('lets a gerant reach their own shop only', () => {
    expect(canReachShop({ role: 'gerant', magasin: 3 }, 3)).toBe(true);
    expect(canReachShop({ role: 'gerant', magasin: 3 }, 4)).toBe(false);
    expect(canReachShop({ role: 'gerant', magasin: null }, 3)).toBe(false);
  });
});
