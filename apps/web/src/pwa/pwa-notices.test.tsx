import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { errorResponse, mockFetch } from '@/test/utils';
import { OfflineStrip, PWA_TEXTS, PwaNotices } from './pwa-notices';
import { announceUpdate, dismissUpdate } from './update-state';

afterEach(() => {
  act(() => {
    window.dispatchEvent(new Event('online'));
    dismissUpdate();
  });
});

describe('the installed app notices', () => {
  it("says 'Hors ligne' while the browser is offline and the server does not answer", async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    render(<OfflineStrip />);
    expect(screen.queryByText(PWA_TEXTS.offline)).toBeNull();
    act(() => window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(PWA_TEXTS.offline)).toBeVisible();
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(PWA_TEXTS.offline)).toBeNull();
  });

  it("says 'Hors ligne' when a call gets no answer, not when the server answers an error", async () => {
    render(<OfflineStrip />);
    const call = () => act(() => apiClient.get('/Clients/1').then(() => {}));

    mockFetch(() => errorResponse(404, { detail: 'Ressource introuvable' }));
    await call();
    expect(screen.queryByText(PWA_TEXTS.offline)).toBeNull();

    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await call();
    expect(screen.getByText(PWA_TEXTS.offline)).toBeVisible();

    mockFetch(() => new Response('1', { headers: { 'Content-Type': 'application/json' } }));
    await call();
    expect(screen.queryByText(PWA_TEXTS.offline)).toBeNull();
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
