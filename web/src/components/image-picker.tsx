import { Camera } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { cn } from '../lib/cn';
import { Avatar } from './avatar';
import { ImageChooser, useFilePreview } from './image-chooser';

type ImagePickerProps = {
  label: string;
  /** The person or thing the picture shows; initials stand in when there is no picture. */
  name: string;
  /** The picture already saved, if any. */
  currentSrc?: string | null;
  /** The newly chosen file, shown as a preview instead of `currentSrc`. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  hint?: string;
  error?: string;
  disabled?: boolean;
  className?: string;
};

/** Round picture with a 'Choose photo' control; previews a chosen file before it is uploaded. */
export function ImagePicker({
  label,
  name,
  currentSrc,
  file,
  onFileChange,
  hint,
  error,
  disabled,
  className,
}: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const preview = useFilePreview(file);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    onFileChange(event.target.files?.[0] ?? null);
  }

  function clear() {
    onFileChange(null);
    if (input.current) input.current.value = '';
  }

  return (
    <div className={cn('flex items-center gap-4', className)}>
      <Avatar name={name} src={preview ?? currentSrc} size="lg" className="size-16 text-lg" />
      <ImageChooser
        label={label}
        icon={<Camera aria-hidden="true" className="size-4" />}
        buttonText={file ? 'Choose another' : 'Choose photo'}
        accept="image/*"
        onChange={onChange}
        inputRef={input}
        file={file}
        hint={hint}
        error={error}
        disabled={disabled}
        actions={
          file && (
            <button
              type="button"
              onClick={clear}
              className="rounded-full px-3 py-1.5 font-medium text-sm text-zinc-600 hover:bg-zinc-900/5 dark:text-zinc-400 dark:hover:bg-white/10"
            >
              Undo
            </button>
          )
        }
      />
    </div>
  );
}
