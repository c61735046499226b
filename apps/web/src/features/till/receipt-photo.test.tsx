import {
  tillCurrentSchema,
  tillMovementSchema,
  tillReportSchema,
  tillSessionDetailSchema,
  tillSessionPageSchema,
  uploadedReceiptSchema,
} from '@pelote/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, fakeResponse, fakeSessionStore, gerantUser, renderApp, signedIn } from '@/test/utils';
import {
  type Call,
  callsTo,
  closedSession,
  fakeTillServer,
  sessionDetail,
  tillMovement,
  tillReport,
  tillSession,
} from './till.test-support';

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await Promise.all([import('@/app/app-layout'), import('./till-page')]);
}, 30_000);

const RECEIPTS = '/Caisses/justificatifs';
const MOVEMENTS = '/Caisses/7/mouvements';
const KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

/** The open session 7, its X report, and the sessions list (the closed session 7 in it). */
const tillRoutes = [
  (call: Call) =>
    call.path === '/Caisses/courante'
      ? fakeResponse(tillCurrentSchema, { session: tillSession(), fond_propose: 5_000_000 })
      : undefined,
  (call: Call) =>
    call.path === '/Caisses/7/rapport-x' ? fakeResponse(tillReportSchema, tillReport()) : undefined,
  (call: Call) =>
    call.path === '/Caisses/'
      ? fakeResponse(tillSessionPageSchema, {
          count: 1,
          page: 1,
          page_size: 5,
          total_pages: 1,
          results: [closedSession()],
        })
      : undefined,
];

const photo = () => new File([new Uint8Array(3000)], 'ticket-taxi.png', { type: 'image/png' });

async function openCashOut() {
  const events = userEvent.setup();
  renderApp({ initialEntries: ['/caisse'], sessionStore: fakeSessionStore(signedIn(gerantUser)) });
  await events.click(await screen.findByRole('button', { name: "Sortie d'espèces" }));
  const dialog = await screen.findByRole('dialog', { name: "Sortie d'espèces" });
  await events.click(within(dialog).getByRole('button', { name: /Catégorie/ }));
  await events.click(await screen.findByRole('option', { name: 'Transport' }));
  await events.type(within(dialog).getByRole('textbox', { name: /Montant/ }), '1500');
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { events, dialog, input };
}

describe("a cash-out's receipt photo", () => {
  it('takes a photo from the back camera, sends it at once and names it in the cash-out', async () => {
    const calls = fakeTillServer([
      (call) =>
        call.path === RECEIPTS
          ? fakeResponse(uploadedReceiptSchema, { justificatif: KEY, type: 'image/png', taille: 3000 }, 201)
          : undefined,
      (call) =>
        call.path === MOVEMENTS
          ? fakeResponse(
              tillMovementSchema,
              tillMovement({ justificatif_url: '/api/Caisses/mouvements/31/justificatif' }),
              201,
            )
          : undefined,
      ...tillRoutes,
    ]);
    const { events, dialog, input } = await openCashOut();
    expect(within(dialog).getByText('Photo du justificatif (facultatif)')).toBeInTheDocument();
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    await events.upload(input, photo());
    await waitFor(() => expect(callsTo(calls, RECEIPTS, 'POST')).toHaveLength(1));
    const sent = callsTo(calls, RECEIPTS, 'POST')[0]?.body as FormData;
    expect((sent.get('photo') as File).name).toBe('ticket-taxi.png');
    expect(await within(dialog).findByRole('button', { name: 'Retirer la photo' })).toBeInTheDocument();

    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(calls, MOVEMENTS, 'POST')[0]?.body).toEqual({
      sens: 'sortie',
      montant: 150_000,
      categorie: 'transport',
      motif: '',
      justificatif: KEY,
    });
  });

  it('keeps the dialog with the reason when the photo could not be sent, and records without it once removed', async () => {
    const calls = fakeTillServer([
      (call) =>
        call.path === RECEIPTS
          ? errorResponse(415, {
              detail: 'Type de fichier non supporté. Types acceptés: image/jpeg, image/png, image/webp',
            })
          : undefined,
      (call) => (call.path === MOVEMENTS ? fakeResponse(tillMovementSchema, tillMovement(), 201) : undefined),
      ...tillRoutes,
    ]);
    const { events, dialog, input } = await openCashOut();
    await events.upload(input, photo());
    expect(await within(dialog).findByText(/Type de fichier non supporté/)).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByRole('dialog', { name: "Sortie d'espèces" })).toBeInTheDocument();
    expect(callsTo(calls, MOVEMENTS, 'POST')).toHaveLength(0);

    await events.click(within(dialog).getByRole('button', { name: 'Retirer la photo' }));
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(callsTo(calls, MOVEMENTS, 'POST')).toHaveLength(1));
    expect(callsTo(calls, MOVEMENTS, 'POST')[0]?.body).not.toHaveProperty('justificatif');
  });

  it("shows a movement's receipt in the session and opens it whole", async () => {
    const url = '/api/Caisses/mouvements/31/justificatif';
    fakeTillServer([
      (call) =>
        call.path === '/Caisses/7'
          ? fakeResponse(
              tillSessionDetailSchema,
              sessionDetail({
                mouvements: [tillMovement({ categorie: 'transport', motif: 'Taxi', justificatif_url: url })],
              }),
            )
          : undefined,
      ...tillRoutes,
    ]);
    const events = userEvent.setup();
    renderApp({ initialEntries: ['/caisse'], sessionStore: fakeSessionStore(signedIn(gerantUser)) });
    await events.click(
      await screen.findByRole('button', { name: 'Voir la session de caisse Z-2026-M02-000001' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Session de caisse Z-2026-M02-000001' });
    const link = await within(dialog).findByRole('link', { name: 'Voir le justificatif (Transport : Taxi)' });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
