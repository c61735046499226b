import { ChevronDown, ChevronUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

type DisclosureButtonProps = {
  isOpen: boolean;
  /** The id of the panel it shows and hides (named only while the panel is there). */
  panelId: string;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
};

/** A small button that shows or hides a panel below it, its chevron pointing the way it will go. */
export function DisclosureButton({ isOpen, panelId, onToggle, className, children }: DisclosureButtonProps) {
  const Chevron = isOpen ? ChevronUp : ChevronDown;
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      aria-expanded={isOpen}
      aria-controls={isOpen ? panelId : undefined}
      icon={<Chevron aria-hidden="true" className="size-4" />}
      onPress={onToggle}
    >
      {children}
    </Button>
  );
}
