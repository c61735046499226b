import type { TransportKind } from './printer-settings';
import { PRINTING_TEXTS } from './printing-texts';

/**
 * The three ways a browser reaches a ticket printer, each feature-detected: Web Serial (a
 * Bluetooth Classic printer's serial port, a USB serial printer), Web Bluetooth (a BLE printer on
 * one of the services these printers use) and WebUSB (a USB printer on an OTG cable). Choosing a
 * printer needs a tap (the browser's chooser); printing later reopens the one the browser
 * remembers, without asking.
 */

type SerialPortLike = {
  open: (options: { baudRate: number }) => Promise<void>;
  close: () => Promise<void>;
  writable: WritableStream<Uint8Array> | null;
  getInfo?: () => { usbVendorId?: number; usbProductId?: number };
};
type SerialLike = { requestPort: () => Promise<SerialPortLike>; getPorts: () => Promise<SerialPortLike[]> };

type Characteristic = {
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithoutResponse?: (data: Uint8Array) => Promise<void>;
  writeValue: (data: Uint8Array) => Promise<void>;
};
type BluetoothDeviceLike = {
  id: string;
  name?: string;
  gatt?: {
    connected: boolean;
    connect: () => Promise<{
      getPrimaryService: (uuid: number) => Promise<{ getCharacteristics: () => Promise<Characteristic[]> }>;
    }>;
    disconnect: () => void;
  };
};
type BluetoothLike = {
  requestDevice: (options: object) => Promise<BluetoothDeviceLike>;
  getDevices?: () => Promise<BluetoothDeviceLike[]>;
};

type UsbEndpoint = { direction: 'in' | 'out'; type: string; endpointNumber: number };
type UsbDeviceLike = {
  productName?: string;
  opened: boolean;
  open: () => Promise<void>;
  close: () => Promise<void>;
  selectConfiguration: (value: number) => Promise<void>;
  claimInterface: (value: number) => Promise<void>;
  configuration: {
    interfaces: {
      interfaceNumber: number;
      alternate: { interfaceClass: number; endpoints: UsbEndpoint[] };
    }[];
  } | null;
  transferOut: (endpoint: number, data: Uint8Array) => Promise<unknown>;
};
type UsbLike = {
  requestDevice: (options: object) => Promise<UsbDeviceLike>;
  getDevices: () => Promise<UsbDeviceLike[]>;
};

type Navigator = { serial?: SerialLike; bluetooth?: BluetoothLike; usb?: UsbLike };
const nav = () => (typeof navigator === 'undefined' ? {} : (navigator as unknown as Navigator));

/** The BLE services ticket printers write on: 0x18F0 (most), 0xFF00, 0xFFE0 (the HM-10 family). */
export const BLE_SERVICES = [0x18f0, 0xff00, 0xffe0] as const;
/** USB class 7: printers. */
const USB_PRINTER_CLASS = 7;
/** What a BLE write may carry at once on most printers. */
const BLE_CHUNK = 180;

export class PrintError extends Error {}

/** The transports this browser has, in the order they are offered. */
export function availableTransports(): TransportKind[] {
  const found = nav();
  return (['serial', 'bluetooth', 'usb'] as const).filter((kind) => found[kind] !== undefined);
}

/** Opens the browser's chooser (needs a tap); answers the printer's name. */
export async function choosePrinter(kind: TransportKind): Promise<string> {
  const found = nav();
  if (kind === 'serial' && found.serial) {
    const port = await found.serial.requestPort();
    const info = port.getInfo?.();
    return info?.usbVendorId ? `USB ${info.usbVendorId.toString(16)}` : 'Bluetooth';
  }
  if (kind === 'bluetooth' && found.bluetooth) {
    const device = await found.bluetooth.requestDevice({
      filters: BLE_SERVICES.map((service) => ({ services: [service] })),
      optionalServices: [...BLE_SERVICES],
    });
    rememberedBle = device;
    return device.name ?? 'Bluetooth LE';
  }
  if (kind === 'usb' && found.usb) {
    const device = await found.usb.requestDevice({ filters: [{ classCode: USB_PRINTER_CLASS }] });
    return device.productName ?? 'USB';
  }
  throw new PrintError(PRINTING_TEXTS.reasons.unsupported);
}

// A BLE device chosen in this page: browsers without getDevices() forget it on reload.
let rememberedBle: BluetoothDeviceLike | null = null;

async function sendSerial(serial: SerialLike, bytes: Uint8Array) {
  const [port] = await serial.getPorts();
  if (!port) throw new PrintError(PRINTING_TEXTS.reasons.notFound);
  await port.open({ baudRate: 9600 });
  try {
    const writer = port.writable?.getWriter();
    if (!writer) throw new PrintError(PRINTING_TEXTS.reasons.lost);
    try {
      await writer.write(bytes);
    } finally {
      writer.releaseLock();
    }
  } finally {
    await port.close();
  }
}

async function sendBluetooth(bluetooth: BluetoothLike, bytes: Uint8Array) {
  const device = rememberedBle ?? (await bluetooth.getDevices?.())?.[0];
  if (!device?.gatt) throw new PrintError(PRINTING_TEXTS.reasons.notFound);
  const server = await device.gatt.connect();
  let characteristic: Characteristic | undefined;
  for (const uuid of BLE_SERVICES) {
    const service = await server.getPrimaryService(uuid).catch(() => null);
    const all = service ? await service.getCharacteristics() : [];
    characteristic = all.find((each) => each.properties.writeWithoutResponse || each.properties.write);
    if (characteristic) break;
  }
  if (!characteristic) throw new PrintError(PRINTING_TEXTS.reasons.unsupported);
  for (let start = 0; start < bytes.length; start += BLE_CHUNK) {
    const chunk = bytes.slice(start, start + BLE_CHUNK);
    if (characteristic.properties.writeWithoutResponse && characteristic.writeValueWithoutResponse) {
      await characteristic.writeValueWithoutResponse(chunk);
    } else await characteristic.writeValue(chunk);
  }
}

async function sendUsb(usb: UsbLike, bytes: Uint8Array) {
  const [device] = await usb.getDevices();
  if (!device) throw new PrintError(PRINTING_TEXTS.reasons.notFound);
  if (!device.opened) await device.open();
  if (!device.configuration) await device.selectConfiguration(1);
  const printer = device.configuration?.interfaces.find((each) =>
    each.alternate.endpoints.some((endpoint) => endpoint.direction === 'out' && endpoint.type === 'bulk'),
  );
  const endpoint = printer?.alternate.endpoints.find(
    (each) => each.direction === 'out' && each.type === 'bulk',
  );
  if (!printer || !endpoint) throw new PrintError(PRINTING_TEXTS.reasons.unsupported);
  await device.claimInterface(printer.interfaceNumber);
  await device.transferOut(endpoint.endpointNumber, bytes);
}

/** Sends the bytes to the device's printer; a failure is a PrintError with its French reason. */
export async function sendToPrinter(kind: TransportKind | null, bytes: Uint8Array): Promise<void> {
  const found = nav();
  try {
    if (kind === 'serial' && found.serial) return await sendSerial(found.serial, bytes);
    if (kind === 'bluetooth' && found.bluetooth) return await sendBluetooth(found.bluetooth, bytes);
    if (kind === 'usb' && found.usb) return await sendUsb(found.usb, bytes);
  } catch (error) {
    if (error instanceof PrintError) throw error;
    throw new PrintError(PRINTING_TEXTS.reasons.lost);
  }
  throw new PrintError(kind ? PRINTING_TEXTS.reasons.unsupported : PRINTING_TEXTS.reasons.noPrinter);
}
