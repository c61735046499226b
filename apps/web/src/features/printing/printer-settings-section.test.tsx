import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PRINTER_SETTINGS_KEY } from './printer-settings';
import { PrinterSettingsSection } from './printer-settings-section';

const stored = () =>
  JSON.parse(window.localStorage.getItem(PRINTER_SETTINGS_KEY) ?? '{}') as Record<string, unknown>;

afterEach(() => {
  window.localStorage.clear();
  Reflect.deleteProperty(navigator, 'serial');
});

describe('Paramètres › Imprimante', () => {
  it('says when the browser cannot reach a printer, and keeps the paper and auto-print on the device', async () => {
    const user = userEvent.setup();
    render(<PrinterSettingsSection />);
    expect(screen.getByRole('heading', { name: 'Imprimante' })).toBeVisible();
    expect(screen.getByText(/ne peut pas parler à une imprimante de tickets/)).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '80 mm' }));
    await user.click(screen.getByRole('switch', { name: 'Impression automatique après une vente' }));
    expect(stored()).toMatchObject({ width: 80, autoPrint: true, transport: null });
    expect(screen.getByRole('radio', { name: '80 mm' })).toBeChecked();
  });

  it('connects a serial printer chosen in the browser’s chooser', async () => {
    const port = { getInfo: () => ({}) };
    Object.defineProperty(navigator, 'serial', {
      configurable: true,
      value: { requestPort: async () => port, getPorts: async () => [port] },
    });
    const user = userEvent.setup();
    render(<PrinterSettingsSection />);
    expect(screen.getByText('Aucune imprimante connectée')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Bluetooth (port série)' }));
    expect(await screen.findByText('Imprimante connectée : Bluetooth')).toBeVisible();
    expect(stored()).toMatchObject({ transport: 'serial', name: 'Bluetooth' });
    await user.click(screen.getByRole('button', { name: 'Oublier l’imprimante' }));
    expect(stored()).toMatchObject({ transport: null });
  });
});
