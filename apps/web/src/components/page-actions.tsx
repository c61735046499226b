import { Children, Fragment, isValidElement, type ReactNode, useId, useState } from 'react';
import { useIsNarrow } from '@/lib/media-query';
import { DisclosureButton } from './disclosure-button';

export const PAGE_ACTIONS_TEXTS = { more: 'Plus' } as const;

/** The actions of a page one by one, a fragment's opened up. */
function actionList(actions: ReactNode): ReactNode[] {
  return Children.toArray(actions).flatMap((action) =>
    isValidElement<{ children?: ReactNode }>(action) && action.type === Fragment
      ? actionList(action.props.children)
      : [action],
  );
}

/**
 * The buttons beside a page's title. On a phone they hold one row: the first (the page's main
 * action) and 'Plus', which shows the others in a row of their own below.
 */
export function PageActions({ actions }: { actions: ReactNode }) {
  const isNarrow = useIsNarrow();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const list = actionList(actions);
  if (!isNarrow || list.length <= 1) return <div className="flex flex-wrap gap-2">{list}</div>;
  const [first, ...others] = list;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        {first}
        <DisclosureButton
          isOpen={isOpen}
          panelId={panelId}
          onToggle={() => setOpen((open) => !open)}
          className="h-10"
        >
          {PAGE_ACTIONS_TEXTS.more}
        </DisclosureButton>
      </div>
      {isOpen ? (
        <div id={panelId} className="flex flex-wrap gap-2">
          {others}
        </div>
      ) : null}
    </div>
  );
}
