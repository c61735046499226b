import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ButtonContent } from './button-content';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './button-styles';

export type PlainButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'children' | 'disabled' | 'onClick'
> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  icon?: ReactNode;
  onPress?: () => void;
  isDisabled?: boolean;
  /** Shows a spinner and `pendingLabel`, ignores presses and stays focusable, as Button does. */
  isPending?: boolean;
  pendingLabel?: string;
  children?: ReactNode;
};

/**
 * A native <button> with Button's look and props, for what a page draws on its first screen (its
 * header, toolbar, pager and table rows): react-aria's press code is not needed to paint it, so a
 * list page shows before that code has come over a slow link. Inside a react-aria component that
 * hands its button its props by slot (a dialog's trigger or close, a picker, a menu), use Button.
 */
export function PlainButton({
  variant,
  size,
  className,
  icon,
  onPress,
  isDisabled = false,
  isPending = false,
  pendingLabel,
  type = 'button',
  children,
  ...props
}: PlainButtonProps) {
  return (
    <button
      {...props}
      type={type === 'submit' && isPending ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      data-pending={isPending || undefined}
      onClick={isPending ? undefined : onPress}
      className={buttonStyles({ variant, size, className })}
    >
      <ButtonContent icon={icon} isPending={isPending} pendingLabel={pendingLabel}>
        {children}
      </ButtonContent>
    </button>
  );
}
