import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PRINTER_SETTINGS,
  PRINTER_SETTINGS_KEY,
  readPrinterSettings,
  savePrinterSettings,
} from './printer-settings';

afterEach(() => window.localStorage.clear());

describe('the printer settings', () => {
  it('start with no printer, 58 mm paper and no automatic print', () => {
    expect(readPrinterSettings()).toEqual(DEFAULT_PRINTER_SETTINGS);
  });

  it('are kept on the device, read back after a reload', () => {
    savePrinterSettings({ transport: 'bluetooth', name: 'MTP-II', width: 80 });
    savePrinterSettings({ autoPrint: true });
    expect(JSON.parse(window.localStorage.getItem(PRINTER_SETTINGS_KEY) ?? '')).toEqual({
      transport: 'bluetooth',
      name: 'MTP-II',
      width: 80,
      autoPrint: true,
      raster: false,
    });
    expect(readPrinterSettings()).toMatchObject({ transport: 'bluetooth', width: 80, autoPrint: true });
  });

  it('ignore what is not theirs in the stored value', () => {
    window.localStorage.setItem(
      PRINTER_SETTINGS_KEY,
      JSON.stringify({ transport: 'wifi', width: 72, autoPrint: 'yes' }),
    );
    expect(readPrinterSettings()).toEqual(DEFAULT_PRINTER_SETTINGS);
    window.localStorage.setItem(PRINTER_SETTINGS_KEY, 'not json');
    expect(readPrinterSettings()).toEqual(DEFAULT_PRINTER_SETTINGS);
  });
});
