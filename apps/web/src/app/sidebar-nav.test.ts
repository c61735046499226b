import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS } from './navigation';
import { currentNavTarget } from './sidebar-nav';

describe('currentNavTarget', () => {
  it('marks the most precise link: Relances on its page, Clients on a client’s profile', () => {
    expect(currentNavTarget(NAV_SECTIONS, '/clients/relances')).toBe('/clients/relances');
    expect(currentNavTarget(NAV_SECTIONS, '/clients/12')).toBe('/clients');
    expect(currentNavTarget(NAV_SECTIONS, '/clients')).toBe('/clients');
    expect(currentNavTarget(NAV_SECTIONS, '/bons-de-commande/7/reception')).toBe('/bons-de-commande');
  });

  it('marks the dashboard on / only, and nothing on a page outside the menu', () => {
    expect(currentNavTarget(NAV_SECTIONS, '/')).toBe('/');
    expect(currentNavTarget(NAV_SECTIONS, '/ventes')).toBe('/ventes');
    expect(currentNavTarget(NAV_SECTIONS, '/compte')).toBeNull();
  });
});
