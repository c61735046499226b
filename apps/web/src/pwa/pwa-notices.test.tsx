import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { watchApiReachability } from './connection-state';
import { PWA_TEXTS, PwaNotices } from './pwa-notices';
import { announceUpdate, dismissUpdate } from './update-state';

afterEach(() => {
  act(() => {
    window.dispatchEvent(new Event('online'));
    dismissUpdate();
  });
});

describe('the installed app notices', () => {
  it("says 'Hors ligne' while the browser is offline", () => {
    render(<PwaNotices />);
    expect(screen.queryByText(PWA_TEXTS.offline)).toBeNull();
    act(() => window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(PWA_TEXTS.offline)).toBeVisible();
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(PWA_TEXTS.offline)).toBeNull();
  });

  it("says 'Hors ligne' when a call gets no answer, not when the server answers an error", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = watchApiReachability(client);
    render(<PwaNotices />);
    const fail = (error: ApiError) =>
      client.fetchQuery({ queryKey: [error.message, Math.random()], queryFn: () => Promise.reject(error) });

    await act(() =>
      fail(new ApiError({ success: false, error: 'Ressource introuvable', status: 404 })).catch(() => {}),
    );
    expect(screen.queryByText(PWA_TEXTS.offline)).toBeNull();

    await act(() =>
      fail(new ApiError({ success: false, error: NETWORK_ERROR_MESSAGE, networkError: true })).catch(
        () => {},
      ),
    );
    expect(screen.getByText(PWA_TEXTS.offline)).toBeVisible();

    await act(() => client.fetchQuery({ queryKey: ['ok'], queryFn: () => Promise.resolve(1) }));
    expect(screen.queryByText(PWA_TEXTS.offline)).toBeNull();
    stop();
  });

  it("offers the waiting version: 'Recharger' applies it, 'Plus tard' puts the prompt away", async () => {
    const user = userEvent.setup();
    const apply = vi.fn(async () => {});
    render(<PwaNotices />);
    expect(screen.queryByText(PWA_TEXTS.update)).toBeNull();
    act(() => announceUpdate(apply));
    const prompt = screen.getByRole('region', { name: PWA_TEXTS.update });
    await user.click(screen.getByRole('button', { name: PWA_TEXTS.reload }));
    expect(apply).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: PWA_TEXTS.later }));
    expect(prompt).not.toBeInTheDocument();
  });
});
