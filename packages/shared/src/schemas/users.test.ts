import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { userCreateSchema } from './users.ts';

const valid = {
  username: ' Awa.Kone ',
  email: 'awa@pelote.test',
  first_name: 'Awa',
  last_name: 'Koné',
  password: 'motdepasse',
  role: 'gerant',
  nationalite: 'ci',
  magasin: 3,
};

describe('userCreateSchema', () => {
  it('normalises the username and nationality, and defaults the telephone', () => {
    expect(userCreateSchema.parse(valid)).toEqual({
      ...valid,
      username: 'awa.kone',
      nationalite: 'CI',
      telephone: '',
    });
  });

  it('needs a shop for a gerant', () => {
    const result = userCreateSchema.safeParse({ ...valid, magasin: null });
    expect(result.success).toBe(false);
    expect(result.error && z.flattenError(result.error).fieldErrors).toEqual({
      magasin: ['Un magasin doit être assigné pour un gérant'],
    });
  });

  it('gives no shop to direction, even when one is sent', () => {
    expect(userCreateSchema.parse({ ...valid, role: 'direction' }).magasin).toBeNull();
    expect(userCreateSchema.parse({ ...valid, role: 'direction', magasin: undefined }).magasin).toBeNull();
  });
});
