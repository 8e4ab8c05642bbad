import { X } from 'lucide-react';

/** Spec: blog and shop errors show in a dismissible red 'Error:' box (toast) at the bottom right. */
export function ErrorBox({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="fixed right-4 bottom-4 z-[60] flex max-w-md items-start gap-3 rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 text-rose-900 text-sm shadow-lg dark:border-rose-500/40 dark:bg-rose-950 dark:text-rose-100"
    >
      <p>
        <strong className="font-semibold">Error:</strong> {message}
      </p>
      <button
        type="button"
        aria-label="Dismiss error"
        onClick={onDismiss}
        className="-m-1 grid size-7 shrink-0 place-items-center rounded-md hover:bg-rose-100 dark:hover:bg-white/10"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
