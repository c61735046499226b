import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';
import { PlainButton, type PlainButtonProps } from './plain-button';

type IconOnly = {
  /** What the button does, for screen readers (it shows only its icon). */
  label: string;
  icon: LucideIcon;
};

/** What the icon button sets itself. */
type Own = 'variant' | 'size' | 'icon' | 'children' | 'aria-label';

const iconOnly = (label: string) => ({ variant: 'ghost', size: 'icon', 'aria-label': label }) as const;

const glyph = (Icon: LucideIcon) => <Icon aria-hidden="true" className="size-4" />;

/** A ghost button showing only an icon (react-aria's Button: inside a dialog, a form, a picker). */
export function IconButton({ label, icon, ...props }: Omit<ButtonProps, Own> & IconOnly) {
  return (
    <Button {...props} {...iconOnly(label)}>
      {glyph(icon)}
    </Button>
  );
}

/** The same as a native <button>, for the rows of a list's first screen (see PlainButton). */
export function PlainIconButton({ label, icon, ...props }: Omit<PlainButtonProps, Own> & IconOnly) {
  return (
    <PlainButton {...props} {...iconOnly(label)}>
      {glyph(icon)}
    </PlainButton>
  );
}
