import { useState } from 'react';
import type { Notice } from './content-form';

/**
 * The blog and shop screens' dialog state: which dialog is open, the failure toast (ErrorBox) and
 * the success banner. A success clears an earlier failure's toast, which has gone stale.
 */
export function useScreenDialog<Dialog>() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const close = () => setDialog(null);

  /** A dialog's success: the toast goes, `text` (when given) is announced and the dialog closes. */
  function done(text?: string) {
    setError(null);
    if (text) setNotice({ tone: 'success', text });
    close();
  }

  /** A row's action (a status toggle): a failure is toasted with `failed`'s text. */
  async function attempt(run: () => Promise<unknown>, failed: (failure: unknown) => string) {
    try {
      await run();
      setError(null);
    } catch (failure) {
      setError(failed(failure));
    }
  }

  /** The delete question's props: `run`, then done; a failure shows in the dialog and as a toast. */
  const deleteProps = (run: () => Promise<unknown>, word: (failure: unknown) => string) => ({
    onClose: close,
    onConfirm: async () => {
      await run();
      done();
    },
    describeError: (failure: unknown) => {
      const message = word(failure);
      setError(message);
      return message;
    },
  });

  return {
    dialog,
    /** A form dialog's close and failure toast. */
    formProps: { onClose: close, onError: setError },
    open: setDialog,
    close,
    done,
    attempt,
    deleteProps,
    error,
    setError,
    notice,
    dismissNotice: () => setNotice(null),
  };
}
