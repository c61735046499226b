import { ChevronDown, LoaderCircle } from 'lucide-react';
import { type Ref, useContext } from 'react';
import { Button, ComboBoxStateContext, Input, Text } from 'react-aria-components';
import { fieldInputClass } from './form-field-parts';

type PickerInputProps = {
  placeholder: string;
  /** The name of the arrow button that opens the list. */
  showOptions: string;
  isInvalid: boolean;
  /** The options are being asked for: the arrow turns into a spinner. */
  isLoading?: boolean;
  /** A short mark beside the value ('Par défaut'), read with the field. */
  badge?: string;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * A click or tap on the field opens its closed list, even when the field already has the focus
   * (a new line focused for the keyboard, a list closed with Escape): for lists that open on focus.
   */
  opensOnPress?: boolean;
};

/** The text field of a searchable choice (inside a ComboBox), its arrow button at the right. */
export function PickerInput({
  placeholder,
  showOptions,
  isInvalid,
  isLoading,
  badge,
  inputRef,
  opensOnPress = true,
}: PickerInputProps) {
  const state = useContext(ComboBoxStateContext);
  return (
    <div className="relative">
      <Input
        ref={inputRef}
        placeholder={placeholder}
        className={fieldInputClass(isInvalid, badge ? 'pr-32' : 'pr-11')}
        onClick={() => {
          if (opensOnPress && state && !state.isOpen) state.open(null, 'manual');
        }}
      />
      {badge ? (
        <Text
          slot="description"
          className="pointer-events-none absolute inset-y-0 right-11 my-auto h-fit whitespace-nowrap rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-600/20 ring-inset"
        >
          {badge}
        </Text>
      ) : null}
      <Button
        aria-label={showOptions}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-900"
      >
        {isLoading ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        ) : (
          <ChevronDown aria-hidden="true" className="size-4" />
        )}
      </Button>
    </div>
  );
}
