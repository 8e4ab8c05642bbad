import { useState } from 'react';
import type { SaveAndRemove } from '../../api/content-admin';
import { contentErrorMessage, type Notice, useNotice } from './content-form';
import type { ContentAction } from './content-table';

/** The dialog a content screen shows: the form (for a new item when `item` is null) or the delete question. */
export type ContentDialog<T> = { kind: 'form'; item: T | null } | { kind: 'delete'; item: T } | null;

/** Spec section 8's texts for saving and deleting; without `deleteError` a crash reads `deleteFailed`. */
type DialogMessages = {
  created: string;
  updated: string;
  deleted: string;
  saveFailed: string;
  saveError: string;
  deleteFailed: string;
  deleteError?: string;
};

/**
 * A content screen's dialogs and banner: which dialog is open, and the save and delete behind them.
 * A success closes the dialog and is announced; a failure rejects, so the dialog stays open with
 * its spec section 8 message.
 */
export function useContentDialogs<T extends { id: string }>(
  mutations: SaveAndRemove,
  messages: DialogMessages,
) {
  const [dialog, setDialog] = useState<ContentDialog<T>>(null);
  const { notice, announce, dismiss } = useNotice();
  const close = () => setDialog(null);

  async function save(item: T | null, form: FormData) {
    await mutations.save.mutateAsync({ itemId: item?.id ?? null, form });
    close();
    announce({ tone: 'success', text: item ? messages.updated : messages.created });
  }

  async function remove(item: T) {
    await mutations.remove.mutateAsync(item.id);
    close();
    announce({ tone: 'success', text: messages.deleted });
  }

  return {
    dialog,
    openForm: (item: T | null) => setDialog({ kind: 'form', item }),
    openDelete: (item: T) => setDialog({ kind: 'delete', item }),
    /** The form dialog's onClose, onSave and describeError for `item` (null: a new one). */
    formProps: (item: T | null) => ({
      onClose: close,
      onSave: (form: FormData) => save(item, form),
      describeError: (error: unknown) => contentErrorMessage(error, messages.saveFailed, messages.saveError),
    }),
    /** The delete question's onClose, onConfirm and describeError for `item`. */
    deleteProps: (item: T) => ({
      onClose: close,
      onConfirm: () => remove(item),
      describeError: (error: unknown) =>
        contentErrorMessage(error, messages.deleteFailed, messages.deleteError),
    }),
    notice,
    announce,
    dismiss,
  };
}

/** A content screen's dialogs and banner (see useContentDialogs). */
export type ContentDialogs<T extends { id: string }> = ReturnType<typeof useContentDialogs<T>>;

type StatusMessages = { activated: string; deactivated: string; statusFailed: string; statusError: string };

/**
 * Spec section 4's status pill: flips an item through `run`, keeps its controls waiting meanwhile
 * and announces the outcome, the new state on success and the error text on failure.
 */
export function useStatusToggle(announce: (notice: Notice) => void, messages: StatusMessages) {
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  async function toggle(item: { id: string; is_active: boolean }, run: () => Promise<unknown>) {
    setBusyIds((current) => new Set(current).add(item.id));
    try {
      await run();
      announce({ tone: 'success', text: item.is_active ? messages.deactivated : messages.activated });
    } catch (error) {
      announce({
        tone: 'error',
        text: contentErrorMessage(error, messages.statusFailed, messages.statusError),
      });
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(item.id);
        return next;
      });
    }
  }

  return { busyIds, toggle };
}

/**
 * A content table's row controls: edit opens the form, delete the question, and the status pill
 * flips the item through `flip` (see useStatusToggle).
 */
export function useContentActions<T extends { id: string; is_active: boolean }>(
  dialogs: ContentDialogs<T>,
  messages: StatusMessages,
  flip: (item: T) => Promise<unknown>,
) {
  const { busyIds, toggle } = useStatusToggle(dialogs.announce, messages);
  function onAction(action: ContentAction, item: T) {
    if (action === 'toggle') void toggle(item, () => flip(item));
    else if (action === 'edit') dialogs.openForm(item);
    else dialogs.openDelete(item);
  }
  return { busyIds, onAction };
}
