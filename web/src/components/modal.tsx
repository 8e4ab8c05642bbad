import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { DialogLayer } from './dialog-layer';
import { IconButton } from './icon-button';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Blocks Escape, the backdrop and the close button (e.g. while saving). */
  dismissible?: boolean;
};

const SIZES = { sm: 'sm:max-w-md', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' } as const;

/**
 * An accessible dialog: labelled by its title, focus moves in on open, Tab stays inside, Escape and
 * the backdrop close it, and focus goes back to whatever opened it. A bottom sheet on phones.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();

  return (
    <DialogLayer
      open={open}
      onDismiss={() => {
        if (dismissible) onClose();
      }}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      layerClassName="items-end justify-center sm:items-center sm:p-6"
      panelClassName={cn(
        'relative flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-3xl border border-zinc-200/80 bg-white shadow-2xl outline-none sm:rounded-3xl dark:border-white/10 dark:bg-zinc-900',
        SIZES[size],
      )}
    >
      <div className="flex items-start gap-4 border-zinc-200/80 border-b px-6 py-5 dark:border-white/10">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold text-lg text-zinc-950 dark:text-white">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              {description}
            </div>
          )}
        </div>
        <IconButton label="Close dialog" onClick={onClose} disabled={!dismissible} className="-mr-2 -mt-1">
          <X aria-hidden="true" />
        </IconButton>
      </div>
      <div className="overflow-y-auto px-6 py-5">{children}</div>
      {footer && (
        <div className="flex flex-col-reverse gap-2 border-zinc-200/80 border-t bg-zinc-50/80 px-6 py-4 sm:flex-row sm:justify-end dark:border-white/10 dark:bg-white/[0.02]">
          {footer}
        </div>
      )}
    </DialogLayer>
  );
}
