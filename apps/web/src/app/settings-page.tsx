import { Page } from '@/components/page';
import { PrinterSettingsSection } from '@/features/printing/printer-settings-section';

/** Paramètres: one section per feature, each its own component. */
export function SettingsPage() {
  return (
    <Page title="Paramètres">
      <div className="flex max-w-2xl flex-col gap-4">
        <PrinterSettingsSection />
      </div>
    </Page>
  );
}
