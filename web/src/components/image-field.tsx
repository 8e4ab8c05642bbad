import { ImageIcon, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useState } from 'react';
import { cn } from '../lib/cn';
import { ImageChooser, useFilePreview } from './image-chooser';

type ImageFieldProps = {
  label: string;
  /** The saved image, if any; hidden when `removed`. */
  currentSrc?: string | null;
  /** The newly chosen file; previewed instead of `currentSrc`. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The saved image is marked for removal. */
  removed?: boolean;
  /** Offered while something is shown: clears the chosen file or marks the saved one for removal. */
  onRemove?: () => void;
  removeLabel?: string;
  accept?: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
  /** 'square' for icons, 'wide' for cover images. */
  shape?: 'square' | 'wide';
};

/** A rectangular image upload with a live preview of the chosen file and a remove action. */
export function ImageField({
  label,
  currentSrc,
  file,
  onFileChange,
  removed = false,
  onRemove,
  removeLabel = 'Remove image',
  accept = 'image/*',
  hint,
  error,
  disabled,
  shape = 'wide',
}: ImageFieldProps) {
  const preview = useFilePreview(file);
  const [broken, setBroken] = useState(false);

  const shown = preview ?? (removed ? null : (currentSrc ?? null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source gets a fresh chance to load
  useEffect(() => setBroken(false), [shown]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onFileChange(event.target.files?.[0] ?? null);
    // The same file may be chosen again after a removal.
    event.target.value = '';
  }

  const hasSomething = file !== null || Boolean(shown);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div
        className={cn(
          'grid shrink-0 place-items-center overflow-hidden rounded-2xl border border-zinc-200/80 border-dashed bg-zinc-50 dark:border-white/15 dark:bg-white/[0.03]',
          shape === 'square' ? 'size-20' : 'aspect-video w-full sm:w-44',
        )}
      >
        {shown && !broken ? (
          <img
            src={shown}
            alt={`${label} preview`}
            onError={() => setBroken(true)}
            className={cn('size-full', shape === 'square' ? 'object-contain p-2' : 'object-cover')}
          />
        ) : (
          <ImageIcon aria-hidden="true" className="size-7 text-zinc-400" />
        )}
      </div>
      <ImageChooser
        label={label}
        icon={<Upload aria-hidden="true" className="size-4" />}
        buttonText={hasSomething ? 'Choose another' : 'Choose image'}
        accept={accept}
        onChange={onChange}
        file={file}
        hint={hint}
        error={error}
        disabled={disabled}
        actions={
          onRemove &&
          hasSomething && (
            <button
              type="button"
              onClick={onRemove}
              disabled={disabled}
              className="rounded-full px-3 py-1.5 font-medium text-rose-600 text-sm transition-colors hover:bg-rose-50 disabled:opacity-60 dark:text-rose-400 dark:hover:bg-rose-500/10"
            >
              {removeLabel}
            </button>
          )
        }
        note={
          removed &&
          !file && (
            <p className="mt-1 text-amber-700 text-xs dark:text-amber-300">
              The image will be removed on save.
            </p>
          )
        }
      />
    </div>
  );
}
