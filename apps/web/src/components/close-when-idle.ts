/**
 * The `onOpenChange` of a dialog shown while it is mounted: closing it calls `onClose`, unless
 * its save is still running (nothing closes a dialog mid-save).
 */
export function closeWhenIdle(onClose: () => void, isPending: boolean) {
  return (isOpen: boolean) => {
    if (!isOpen && !isPending) onClose();
  };
}
