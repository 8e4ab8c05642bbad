import { type FormEvent, useId, useState } from 'react';
import { type AdminProduct, type ProductForm, productFormData, useShopMutations } from '../../api/shop-admin';
import { useRecordForm } from '../shared/forms';
import { initialProductForm, SAVE_FAILED, savedText, shopErrorText, validateProduct } from './product-rules';

type ProductFormCallbacks = {
  onError: (message: string) => void;
  onSaved: (message: string) => void;
};

/**
 * A product form's fields, image and files and its submit: the fields are checked by
 * validateProduct once a save was tried, then sent as multipart; the outcome goes to the page.
 */
export function useProductForm(product: AdminProduct | null, { onError, onSaved }: ProductFormCallbacks) {
  const { form, set, bind } = useRecordForm<ProductForm>(() => initialProductForm(product));
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [removeFiles, setRemoveFiles] = useState<string[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const { save } = useShopMutations();
  const formId = useId();
  const saving = save.isPending;
  const errors = showErrors ? validateProduct(form) : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setShowErrors(true);
    if (Object.keys(validateProduct(form)).length > 0) return;
    const body = productFormData(form, { image, removeImage, files, removeFiles }, product !== null);
    try {
      const answer = await save.mutateAsync({ id: product?.id ?? null, body });
      onSaved(savedText(answer, product !== null));
    } catch (error) {
      onError(shopErrorText(error, SAVE_FAILED));
    }
  }

  function chooseImage(file: File | null) {
    setImage(file);
    if (file) setRemoveImage(false);
  }

  /** Drops the new image, else marks the saved one for removal; nothing to do without either. */
  const onRemoveImage = image
    ? () => setImage(null)
    : product?.image && !removeImage
      ? () => setRemoveImage(true)
      : undefined;

  const toggleRemovedFile = (id: string) =>
    setRemoveFiles((current) =>
      current.includes(id) ? current.filter((at) => at !== id) : [...current, id],
    );

  const dialog = { formId, saving, onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
  return {
    form,
    set,
    bind,
    dialog,
    errors,
    formId,
    saving,
    submit,
    image,
    chooseImage,
    removeImage,
    onRemoveImage,
    files,
    setFiles,
    removeFiles,
    toggleRemovedFile,
  };
}
