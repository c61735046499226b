import { Bluetooth, Cable, Printer, Usb } from 'lucide-react';
import { useState } from 'react';
import { Label, Radio, RadioGroup, Switch } from 'react-aria-components';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Panel } from '@/components/panel';
import { encodeTestPage, TEST_TEXT } from './escpos-ticket';
import { savePrinterSettings, type TransportKind, usePrinterSettings } from './printer-settings';
import { PRINTING_TEXTS } from './printing-texts';
import { drawTicket, printTicketPage } from './ticket-paper';
import { availableTransports, choosePrinter, sendToPrinter } from './transports';

const T = PRINTING_TEXTS;

const CONNECT: Record<TransportKind, { label: string; icon: typeof Printer }> = {
  serial: { label: T.connectSerial, icon: Cable },
  bluetooth: { label: T.connectBluetooth, icon: Bluetooth },
  usb: { label: T.connectUsb, icon: Usb },
};

const choiceClass =
  'flex min-h-11 cursor-pointer items-center rounded-lg border border-stone-300 px-4 text-sm font-medium outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-rose-600 data-[selected]:border-rose-700 data-[selected]:bg-rose-50 data-[selected]:text-rose-900';

const switchClass =
  'group flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-800 outline-none';
const trackClass =
  'flex h-6 w-10 shrink-0 items-center rounded-full bg-stone-300 px-0.5 transition group-data-[selected]:bg-rose-700 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-rose-600 group-data-[focus-visible]:ring-offset-1';
const knobClass = 'size-5 rounded-full bg-white shadow transition group-data-[selected]:translate-x-4';

type SettingSwitchProps = { isSelected: boolean; onChange: (value: boolean) => void; label: string };

/** An on/off setting: a switch and its label (Space toggles it). */
function SettingSwitch({ isSelected, onChange, label }: SettingSwitchProps) {
  return (
    <Switch isSelected={isSelected} onChange={onChange} className={switchClass}>
      <span className={trackClass}>
        <span className={knobClass} />
      </span>
      {label}
    </Switch>
  );
}

/** 'Imprimante' in Paramètres: this device's ticket printer, its paper and when it prints. */
export function PrinterSettingsSection() {
  const settings = usePrinterSettings();
  const transports = availableTransports();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function connect(kind: TransportKind) {
    setMessage(null);
    try {
      const name = await choosePrinter(kind);
      savePrinterSettings({ transport: kind, name });
    } catch {
      setMessage({ tone: 'error', text: T.cancelled });
    }
  }

  async function test() {
    setMessage(null);
    setBusy(true);
    const rows = [
      { kind: 'text', text: 'Pelote', align: 'center', bold: true },
      { kind: 'text', text: TEST_TEXT, align: 'left' },
    ] as const;
    try {
      if (settings.transport && transports.includes(settings.transport)) {
        const raster = settings.raster ? { draw: drawTicket } : undefined;
        await sendToPrinter(
          settings.transport,
          encodeTestPage({ width: settings.width, duplicate: false, raster }),
        );
      } else printTicketPage([...rows], settings.width, T.test);
      setMessage({ tone: 'success', text: T.testDone });
    } catch (error) {
      setMessage({ tone: 'error', text: T.failed(error instanceof Error ? error.message : '') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel id="parametres-imprimante" title={T.section}>
      <div className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-stone-600">{T.sectionHelp}</p>
        {transports.length === 0 ? (
          <Alert tone="info">{T.noTransport}</Alert>
        ) : (
          <div className="flex flex-col gap-2">
            <p className="text-sm font-medium text-stone-800">
              {settings.transport ? T.connected(settings.name) : T.notConnected}
            </p>
            <div className="flex flex-wrap gap-2">
              {transports.map((kind) => {
                const Icon = CONNECT[kind].icon;
                return (
                  <Button
                    key={kind}
                    variant="secondary"
                    icon={<Icon aria-hidden="true" className="size-4" />}
                    onPress={() => void connect(kind)}
                  >
                    {CONNECT[kind].label}
                  </Button>
                );
              })}
              {settings.transport ? (
                <Button variant="ghost" onPress={() => savePrinterSettings({ transport: null, name: '' })}>
                  {T.forget}
                </Button>
              ) : null}
            </div>
          </div>
        )}
        <RadioGroup
          value={String(settings.width)}
          onChange={(value) => savePrinterSettings({ width: value === '80' ? 80 : 58 })}
          orientation="horizontal"
          className="flex flex-col gap-1.5"
        >
          <Label className="text-sm font-medium text-stone-800">{T.width}</Label>
          <div className="flex gap-2">
            <Radio value="58" className={choiceClass}>
              {T.width58}
            </Radio>
            <Radio value="80" className={choiceClass}>
              {T.width80}
            </Radio>
          </div>
        </RadioGroup>
        <SettingSwitch
          isSelected={settings.autoPrint}
          onChange={(autoPrint) => savePrinterSettings({ autoPrint })}
          label={T.autoPrint}
        />
        {transports.length > 0 ? (
          <div>
            <SettingSwitch
              isSelected={settings.raster}
              onChange={(raster) => savePrinterSettings({ raster })}
              label={T.raster}
            />
            <p className="pl-13 text-sm text-stone-500">{T.rasterHelp}</p>
          </div>
        ) : null}
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <div>
          <Button
            icon={<Printer aria-hidden="true" className="size-4" />}
            onPress={() => void test()}
            isPending={busy}
          >
            {T.test}
          </Button>
        </div>
      </div>
    </Panel>
  );
}
