import { FilterX } from 'lucide-react';
import { Button } from './button';
import { LIST_ACTIONS_TEXTS } from './list-page-actions';

const icon = <FilterX aria-hidden="true" className="size-4" />;

/** 'Effacer les filtres' under a filter panel: small and quiet (react-aria's Button). */
export function ClearFilterPanelButton({ onPress }: { onPress: () => void }) {
  return (
    <Button variant="ghost" size="sm" icon={icon} onPress={onPress}>
      {LIST_ACTIONS_TEXTS.clearFilters}
    </Button>
  );
}
