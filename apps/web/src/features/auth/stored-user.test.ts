import { userSchema } from '@pelote/shared';
import { describe, expect, it } from 'vitest';
import { storedUser } from './stored-user';

const user = {
  id: 7,
  username: 'awa',
  email: 'awa@example.ci',
  first_name: 'Awa',
  last_name: 'Koné',
  role: 'gerant',
  nationalite: 'CI',
  telephone: '',
  is_active: true,
  is_gerant: true,
  magasin: 3,
  date_joined: '2026-01-05T09:30:00.000Z',
  last_login: null,
  is_staff: true,
};

// Every case is checked against the shared schema too: the two must agree.
const cases: [string, unknown][] = [
  ['a gerant', user],
  [
    'direction, no shop, a last sign-in with an offset',
    { ...user, role: 'direction', magasin: null, last_login: '2026-11-20T08:00:00+00:00' },
  ],
  ['nothing', null],
  ['a string', 'awa'],
  ['an array', [user]],
  ['an unknown role', { ...user, role: 'admin' }],
  ['no id', { ...user, id: undefined }],
  ['an id of zero', { ...user, id: 0 }],
  ['a decimal shop', { ...user, magasin: 1.5 }],
  ['a number for a name', { ...user, first_name: 42 }],
  ['a missing flag', { ...user, is_staff: undefined }],
  ['a date without time', { ...user, date_joined: '2026-01-05' }],
  ['a date that is not one', { ...user, last_login: 'hier' }],
];

describe('the user kept by an earlier visit', () => {
  it.each(cases)('%s: accepted exactly when the shared schema accepts it', (_name, value) => {
    const schema = userSchema.safeParse(value);
    expect(storedUser(value)).toEqual(schema.success ? value : null);
  });

  it('keeps the user as it was stored', () => {
    expect(storedUser(user)).toEqual(user);
  });
});
