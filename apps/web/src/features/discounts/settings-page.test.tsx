import {
  DISCOUNT_PATHS,
  discountCodeAnswerSchema,
  discountSettingsAnswerSchema,
  myDiscountCapSchema,
  userSchema,
} from '@pelote/shared';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { callsTo, fakeRecordingServer, shopsRoute } from '@/test/recording-server.test-support';
import { directionUser, fakeResponse, gerantUser, preloadPages, renderSignedIn } from '@/test/utils';

configure({ asyncUtilTimeout: 5000 });

preloadPages(() => import('./settings-page'));

const fatou = { ...gerantUser, id: 3, username: 'fatou', first_name: 'Fatou', last_name: 'Koné' };

function directionServer() {
  return fakeRecordingServer([
    shopsRoute,
    (call) => {
      if (call.path === DISCOUNT_PATHS.settings && call.method === 'GET')
        return fakeResponse(discountSettingsAnswerSchema, {
          plafond_gerant: 10,
          plafonds_utilisateurs: [{ utilisateur: 2, username: 'koffi', plafond: 15 }],
        });
      if (call.path === DISCOUNT_PATHS.settings && call.method === 'PUT')
        return fakeResponse(discountSettingsAnswerSchema, {
          plafond_gerant: 12.5,
          plafonds_utilisateurs: [{ utilisateur: 3, username: 'fatou', plafond: 5 }],
        });
      if (call.path === '/Users/liste-users/')
        return fakeResponse(z.array(userSchema), [directionUser, gerantUser, fatou]);
      if (call.path === DISCOUNT_PATHS.codes)
        return fakeResponse(
          discountCodeAnswerSchema,
          {
            magasin: 2,
            code: '482913',
            montant_max: 200_000,
            valable_jusqu_a: new Date(Date.now() + 15 * 60_000).toISOString(),
          },
          201,
        );
      return undefined;
    },
  ]);
}

describe('Paramètres › Remises, for direction', () => {
  it("sets the gérants' cap and the caps per user: a wrong cap said under its field, one removed, one added", async () => {
    const calls = directionServer();
    const events = userEvent.setup();
    renderSignedIn('/admin/parametres', directionUser);
    const panel = await screen.findByRole('region', { name: 'Remises' });
    const gerants = await within(panel).findByRole('textbox', { name: 'Plafond des gérants (%)' });
    expect(gerants).toHaveValue('10');
    expect(within(panel).getByRole('textbox', { name: 'Plafond de koffi (%)' })).toHaveValue('15');

    await events.clear(gerants);
    await events.type(gerants, '150');
    await events.click(within(panel).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(panel).findByText('Le plafond doit être un pourcentage entre 0 et 100'),
    ).toBeInTheDocument();
    expect(gerants).toHaveAttribute('aria-invalid', 'true');

    await events.clear(gerants);
    await events.type(gerants, '12,5');
    await events.click(within(panel).getByRole('button', { name: 'Retirer le plafond de koffi' }));
    await events.click(within(panel).getByRole('button', { name: /Utilisateur/ }));
    await events.click(await screen.findByRole('option', { name: 'Fatou Koné (fatou)' }));
    await events.type(within(panel).getByRole('textbox', { name: 'Plafond (%)' }), '5');
    await events.click(within(panel).getByRole('button', { name: 'Ajouter' }));
    expect(within(panel).getByRole('textbox', { name: 'Plafond de fatou (%)' })).toHaveValue('5');
    await events.click(within(panel).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(panel).findByText('Plafonds enregistrés.')).toBeInTheDocument();
    expect(callsTo(calls, DISCOUNT_PATHS.settings, 'PUT').map((call) => call.body)).toEqual([
      { plafond_gerant: 12.5, plafonds_utilisateurs: [{ utilisateur: 3, plafond: 5 }] },
    ]);
  });

  it('gives a code for a shop and a maximum, shown large with its expiry and what is left', async () => {
    const calls = directionServer();
    const events = userEvent.setup();
    renderSignedIn('/admin/parametres', directionUser);
    const panel = await screen.findByRole('region', { name: 'Code hors ligne' });
    await events.click(within(panel).getByRole('button', { name: 'Générer un code' }));
    expect(await within(panel).findByText('Choisissez le magasin')).toBeInTheDocument();
    await events.click(within(panel).getByRole('button', { name: /Magasin/ }));
    await events.click(await screen.findByRole('option', { name: 'Boutique Yopougon' }));
    await events.type(within(panel).getByRole('textbox', { name: /Remise maximale/ }), '2 000');
    await events.click(within(panel).getByRole('button', { name: 'Générer un code' }));

    const code = await within(panel).findByRole('region', { name: 'Code de remise' });
    expect(within(code).getByText('482913')).toBeInTheDocument();
    expect(code).toHaveTextContent("Boutique Yopougon · remise jusqu'à 2 000,00 FCFA");
    expect(code).toHaveTextContent(/Valable jusqu'à \d\d:\d\d/);
    expect(within(code).getByRole('timer')).toHaveTextContent(/Expire dans 1[45]:\d\d/);
    expect(callsTo(calls, DISCOUNT_PATHS.codes, 'POST').map((call) => call.body)).toEqual([
      { magasin: 2, montant_max: 200_000 },
    ]);
  });
});

describe('Paramètres › Remises, for a gérant', () => {
  it('shows their own cap only, nothing to change and no code to give', async () => {
    fakeRecordingServer([
      shopsRoute,
      (call) =>
        call.path === DISCOUNT_PATHS.myCap ? fakeResponse(myDiscountCapSchema, { plafond: 10 }) : undefined,
    ]);
    renderSignedIn('/admin/parametres', gerantUser);
    const panel = await screen.findByRole('region', { name: 'Remises' });
    expect(await within(panel).findByText('10 % du ticket')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Code hors ligne' })).toBeNull();
  });
});
