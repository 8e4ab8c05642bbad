import { type Dispatch, type SetStateAction, useState } from 'react';
import { Checkbox } from '../../components/checkbox';
import { ImageField } from '../../components/image-field';
import { uploadUrl } from '../../lib/api-client';
import { imageFileError } from './content-form';
import type { FieldErrors } from './forms';

type ErrorsState = { errors: FieldErrors; setErrors: Dispatch<SetStateAction<FieldErrors>> };

/**
 * A form's image upload (spec section 5): the chosen file, whether the saved image goes, and the
 * field's error. Choosing a file checks it (an image under 5MB, else `tooLarge`); `problem` is the
 * same check for the submit. Choosing a file unticks the removal, which is sent only when nothing
 * replaces the saved image. `formFields` is the multipart part: `<field>` with the new file and
 * `remove_<field>` for the removal.
 */
export function useImageChoice(field: string, tooLarge: string, form: ErrorsState) {
  return useFileChoice(field, (file) => imageFileError(file, tooLarge), form);
}

/** useImageChoice with its own check of the chosen file (a message, or undefined when it may go). */
export function useFileChoice(
  field: string,
  check: (file: File | null) => string | undefined,
  form: ErrorsState,
) {
  const [file, setFile] = useState<File | null>(null);
  const [remove, setRemove] = useState(false);

  function choose(next: File | null) {
    setFile(next);
    if (next) setRemove(false);
    form.setErrors((current) => ({ ...current, [field]: check(next) }));
  }

  const formFields: Record<string, File | boolean | undefined> = {
    [field]: file ?? undefined,
    [`remove_${field}`]: remove && !file ? true : undefined,
  };

  return {
    file,
    remove,
    setRemove,
    choose,
    error: form.errors[field],
    problem: check(file),
    formFields,
    /** The removal box is locked while a new file replaces the saved image anyway. */
    removeLocked: file !== null,
  };
}

export type ImageChoice = ReturnType<typeof useImageChoice>;

type ImageChoiceFieldProps = {
  choice: ImageChoice;
  label: string;
  hint: string;
  /** The saved image's path, if any; the removal box shows only then. */
  current: string | null | undefined;
  /** The removal box's label, e.g. 'Remove current icon'. */
  removeLabel: string;
  saving: boolean;
  shape?: 'square' | 'wide';
};

/** The image upload with a 'Remove current …' box under it while there is a saved image. */
export function ImageChoiceField({
  choice,
  label,
  hint,
  current,
  removeLabel,
  saving,
  shape,
}: ImageChoiceFieldProps) {
  return (
    <>
      <ImageField
        label={label}
        shape={shape}
        currentSrc={current ? uploadUrl(current) : null}
        file={choice.file}
        onFileChange={choice.choose}
        removed={choice.remove}
        hint={hint}
        error={choice.error}
        disabled={saving}
      />
      {current && (
        <Checkbox
          label={removeLabel}
          checked={choice.remove}
          onChange={(event) => choice.setRemove(event.target.checked)}
          disabled={saving || choice.removeLocked}
        />
      )}
    </>
  );
}
