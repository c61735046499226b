import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { reportServerAnswer } from './connection-state';
import { createQueryClient } from './query-client';

describe('the query client while the server seemed unreachable', () => {
  it('still sends a write the user presses again: its answer decides, nothing holds it', async () => {
    const client = createQueryClient();
    reportServerAnswer(false);
    const send = vi.fn(async () => 'recorded');
    const write = new MutationObserver(client, { mutationFn: send });
    await expect(write.mutate()).resolves.toBe('recorded');
    expect(send).toHaveBeenCalledOnce();
  });

  it('still asks for a read, which the service worker may answer from what it kept', async () => {
    const client = createQueryClient();
    reportServerAnswer(false);
    const read = vi.fn(async () => ['Boutique Plateau']);
    await expect(client.fetchQuery({ queryKey: ['shops', 'list'], queryFn: read })).resolves.toEqual([
      'Boutique Plateau',
    ]);
    expect(read).toHaveBeenCalledOnce();
  });
});
