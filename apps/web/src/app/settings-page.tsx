import { Page } from '@/components/page';
import { DiscountSettingsSections } from '@/features/discounts/settings-page';
import { PrinterSettingsSection } from '@/features/printing/printer-settings-section';
import { LayawaySettingsSection } from '@/features/sales/layaway-settings-section';

/** Paramètres: one section per feature, each its own component. */
export function SettingsPage() {
  return (
    <Page title="Paramètres">
      <div className="flex max-w-2xl flex-col gap-4">
        <DiscountSettingsSections />
        <LayawaySettingsSection />
        <PrinterSettingsSection />
      </div>
    </Page>
  );
}
