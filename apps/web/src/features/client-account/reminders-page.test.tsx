import { type ReminderDue, reminderDuePageSchema, reminderSchema } from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { shopsResponse } from '@/test/shop.test-support';
import { checked, directionUser, errorResponse, fakeResponse, mockFetch, renderSignedIn } from '@/test/utils';

// The routes load their page on demand: a busy machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

const late: ReminderDue = {
  id: 7,
  nom: 'Koné',
  prenom: 'Awa',
  contact: '07 01 02 03 04',
  solde_du: 450_000,
  en_retard: 450_000,
  plus_ancienne_echeance: '2026-03-01',
  derniere_relance: null,
  etape_relance: 'retard_3',
  jours_retard: 4,
};
const soon: ReminderDue = {
  ...late,
  id: 8,
  nom: 'Diallo',
  prenom: 'Moussa',
  en_retard: 0,
  plus_ancienne_echeance: '2026-03-07',
  etape_relance: 'bientot',
  jours_retard: -2,
  derniere_relance: '2026-03-02T09:30:00.000Z',
};

const pageOf = (results: ReminderDue[]) =>
  checked(reminderDuePageSchema, { count: results.length, page: 1, page_size: 20, total_pages: 1, results });

type Call = { method: string; url: string; key: string | null };

/** A fake server: the reminders (by group), a reminder's message, and its recording. */
function fakeServer(options: { reminded?: boolean; noPhone?: boolean } = {}) {
  const calls: Call[] = [];
  let reminded = options.reminded ?? false;
  mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    const key = new Headers(init.headers).get('Idempotency-Key');
    calls.push({ method, url, key });
    if (url === '/Magasins/liste-magasins') return shopsResponse([]);
    if (url.startsWith('/Clients/relances')) {
      const groupe = new URL(url, 'http://x').searchParams.get('groupe');
      const rows = [reminded ? { ...late, derniere_relance: '2026-03-05T10:15:00.000Z' } : late, soon];
      return fakeResponse(
        reminderDuePageSchema,
        pageOf(rows.filter((row) => !groupe || row.etape_relance === groupe)),
      );
    }
    if (url === '/Clients/7/relance') {
      if (options.noPhone)
        return errorResponse(400, { detail: "Ce client n'a pas de numéro de téléphone utilisable" });
      return fakeResponse(reminderSchema, {
        texte: 'Bonjour Awa Koné',
        whatsapp_url: 'https://wa.me/2250701020304?text=Bonjour',
        sms_url: 'sms:+2250701020304?body=Bonjour',
      });
    }
    if (url === '/Clients/7/relances' && method === 'POST') {
      reminded = true;
      return fakeResponse(
        z.object({ detail: z.string(), date: z.string() }),
        {
          detail: 'Relance enregistrée',
          date: '2026-03-05T10:15:00.000Z',
        },
        201,
      );
    }
    return errorResponse(404, { detail: `unexpected ${method} ${url}` });
  });
  return calls;
}

function open(entry = '/clients/relances') {
  const events = userEvent.setup();
  renderSignedIn(entry, directionUser);
  return events;
}

afterEach(() => vi.unstubAllGlobals());

describe("the 'Relances' screen", () => {
  it('lists the clients to remind with what they owe, since when, and the last reminder', async () => {
    fakeServer();
    open();
    const table = await screen.findByRole('grid', { name: 'Clients à relancer' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Awa Koné');
    expect(rows[0]).toHaveTextContent('07 01 02 03 04');
    expect(rows[0]).toHaveTextContent('4 500,00 FCFA');
    expect(rows[0]).toHaveTextContent('01/03/2026');
    expect(rows[0]).toHaveTextContent('4 jours de retard');
    expect(rows[0]).toHaveTextContent('Jamais relancé');
    expect(rows[1]).toHaveTextContent('Échéance dans 2 jours');
    expect(rows[1]).toHaveTextContent('Dernière relance le 02/03/2026');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Awa Koné' })).toHaveAttribute(
      'href',
      '/clients/7',
    );
    expect(screen.getByText('2 clients à relancer')).toBeInTheDocument();
  });

  it('keeps one group in the address, and says when there is nothing to do', async () => {
    const calls = fakeServer();
    const events = open();
    await screen.findByRole('grid', { name: 'Clients à relancer' });
    await events.click(screen.getByRole('radio', { name: 'En retard de 10 jours' }));
    expect(await screen.findByText('Aucune relance à faire.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('groupe=retard_10'))).toBe(true);
  });

  it("'Relancer' opens WhatsApp in a new tab, records the reminder with a key, and the row shows it", async () => {
    const calls = fakeServer();
    const tab = { location: { href: '' }, close: vi.fn() };
    const openTab = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const events = open();
    const table = await screen.findByRole('grid', { name: 'Clients à relancer' });
    await events.click(within(table).getByRole('button', { name: 'Relancer Awa Koné' }));
    await waitFor(() => expect(tab.location.href).toBe('https://wa.me/2250701020304?text=Bonjour'));
    expect(openTab).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
        '/Clients/7/relances',
      ]),
    );
    expect(calls.find((call) => call.method === 'POST')?.key).toBeTruthy();
    expect(await within(table).findByText(/Dernière relance le 05\/03\/2026/)).toBeInTheDocument();
    openTab.mockRestore();
  });

  it('closes the tab and says why when the reminder cannot be prepared', async () => {
    const calls = fakeServer({ noPhone: true });
    const tab = { location: { href: '' }, close: vi.fn() };
    const openTab = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const events = open();
    const table = await screen.findByRole('grid', { name: 'Clients à relancer' });
    await events.click(within(table).getByRole('button', { name: 'Relancer Awa Koné' }));
    expect(
      await screen.findByText("Ce client n'a pas de numéro de téléphone utilisable"),
    ).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    openTab.mockRestore();
  });

  it('shows the failure with Réessayer', async () => {
    mockFetch((url) =>
      url === '/Magasins/liste-magasins'
        ? shopsResponse([])
        : errorResponse(500, { detail: 'Erreur du serveur' }),
    );
    open();
    expect(await screen.findByText('Erreur lors du chargement des relances')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
