import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import './index.ts';

describe('Zod messages', () => {
  it('are French for errors the schemas do not name', () => {
    const result = z.object({ nom: z.string() }).safeParse({ nom: 12 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/attendu|invalide/i);
    expect(result.error?.issues[0]?.message).not.toMatch(/expected/i);
  });
});
