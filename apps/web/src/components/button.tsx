import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { ButtonContent } from './button-content';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './button-styles';

export type ButtonProps = Omit<AriaButtonProps, 'className' | 'children'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** An icon before the label (hidden from screen readers). */
  icon?: ReactNode;
  /** Shown instead of the label while `isPending` ('Suppression...'); the button stays focusable. */
  pendingLabel?: string;
  children?: ReactNode;
};

/**
 * The app's button (react-aria: press with mouse, touch, Enter or Space). While `isPending` it
 * shows a spinner and `pendingLabel`, ignores presses and tells screen readers it is busy.
 */
export function Button({
  variant,
  size,
  className,
  icon,
  pendingLabel,
  isPending,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} isPending={isPending} className={buttonStyles({ variant, size, className })}>
      <ButtonContent icon={icon} isPending={isPending} pendingLabel={pendingLabel}>
        {children}
      </ButtonContent>
    </AriaButton>
  );
}
