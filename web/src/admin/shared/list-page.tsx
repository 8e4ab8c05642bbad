import { type ComponentPropsWithRef, type ReactNode, useState } from 'react';
import { Card } from '../../components/card';
import type { Notice } from './content-form';
import { NoticeBanner } from './content-page';
import { ListBody, type ListBodyProps } from './list-body';

type ListPageProps = Omit<ListBodyProps, 'children'> & {
  /** The title block (usually a ContentPageHeader). */
  header: ReactNode;
  notice: Notice;
  onDismissNotice: () => void;
  /** What stands between the banner and the filters (the totals' tiles). */
  summary?: ReactNode;
  /** The filters bar, in its own card. */
  filters: ReactNode;
  /** Extra attributes of the list's card (a tab panel's id, role and label). */
  listProps?: Omit<ComponentPropsWithRef<'div'>, 'children' | 'className'>;
  /** The loaded rows. */
  table: ReactNode;
  /** Below the rows, inside the card (pagination). */
  footer?: ReactNode;
  /** The screen's dialogs. */
  children?: ReactNode;
};

/**
 * A back office list screen: title, the notice banner, optional totals, the filters card and the
 * list card in its four states (see ListBody), with the screen's dialogs after.
 */
export function ListPage({
  header,
  notice,
  onDismissNotice,
  summary,
  filters,
  listProps,
  table,
  footer,
  children,
  ...body
}: ListPageProps) {
  return (
    <div className="space-y-6">
      {header}
      <NoticeBanner notice={notice} onDismiss={onDismissNotice} />
      {summary}
      <Card className="p-4 sm:p-5">{filters}</Card>
      <Card {...listProps} className="overflow-hidden">
        <ListBody {...body}>{table}</ListBody>
        {footer}
      </Card>
      {children}
    </div>
  );
}

/** The ids of the rows with a call in flight, and a runner that marks one busy while its call runs. */
export function useBusyIds() {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  async function withBusy(id: string, run: () => Promise<void>) {
    setBusyIds((current) => new Set(current).add(id));
    try {
      await run();
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  }
  return { busyIds, withBusy };
}
