import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ContentScreen } from './content-page';
import type { EntityFormProps } from './form-modal';
import type { ContentDialogs } from './use-content-dialogs';

/** The delete question's title, confirm button and text for one item. */
export type DeleteCopy<T> = { title: string; confirmLabel: string; question: (item: T) => ReactNode };

type EntityScreenProps<T extends { id: string }> = {
  title: string;
  description: string;
  /** The add button's label ('Add Skill'); it opens the empty form. */
  addLabel: string;
  /** The screen's dialogs (useContentDialogs). */
  dialogs: ContentDialogs<T>;
  /** The create/edit dialog for `item` (null: a new one). */
  form: (item: T | null, props: EntityFormProps) => ReactNode;
  remove: DeleteCopy<T>;
  /** The list. */
  children: ReactNode;
};

/**
 * Skills, projects, promotions and social links: the content screen's header and banner, the list,
 * and its create/edit and delete dialogs.
 */
export function EntityScreen<T extends { id: string }>({
  dialogs,
  form,
  remove,
  children,
  ...header
}: EntityScreenProps<T>) {
  const { dialog } = dialogs;
  return (
    <ContentScreen
      {...header}
      onAdd={() => dialogs.openForm(null)}
      notice={dialogs.notice}
      onDismissNotice={dialogs.dismiss}
    >
      {children}
      {dialog?.kind === 'form' && form(dialog.item, dialogs.formProps(dialog.item))}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={remove.title}
          confirmLabel={remove.confirmLabel}
          {...dialogs.deleteProps(dialog.item)}
        >
          {remove.question(dialog.item)}
        </ConfirmDialog>
      )}
    </ContentScreen>
  );
}
