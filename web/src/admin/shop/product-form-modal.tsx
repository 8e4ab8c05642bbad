import { type FormEvent, useId, useState } from 'react';
import {
  type AdminProduct,
  isPurchasable,
  type ProductForm,
  productFormData,
  useShopMutations,
} from '../../api/shop-admin';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { ImageField } from '../../components/image-field';
import { Input } from '../../components/input';
import { Modal } from '../../components/modal';
import { Textarea } from '../../components/textarea';
import { uploadUrl } from '../../lib/api-client';
import { ProductFilesField } from './product-files-field';
import { ProductLinksEditor } from './product-links-editor';
import { initialProductForm, SAVE_FAILED, savedText, shopErrorText, validateProduct } from './product-rules';

type ProductFormModalProps = {
  product: AdminProduct | null;
  categories: readonly string[];
  onClose: () => void;
  onError: (message: string) => void;
  onSaved: (message: string) => void;
};

/** 'Add New Product' / 'Edit Product': every field, store links, the image and the downloadable files. */
export function ProductFormModal({ product, categories, onClose, onError, onSaved }: ProductFormModalProps) {
  const [form, setForm] = useState<ProductForm>(() => initialProductForm(product));
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [removeFiles, setRemoveFiles] = useState<string[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const { save } = useShopMutations();
  const formId = useId();
  const saving = save.isPending;
  const errors = showErrors ? validateProduct(form) : {};
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

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

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      dismissible={!saving}
      title={product ? 'Edit Product' : 'Add New Product'}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {product ? 'Update Product' : 'Create Product'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {product && !isPurchasable(product) && (
          <Alert tone="info" title="Not purchasable">
            {`This product is priced in ${product.currency}. The shop sells in KES only, so it cannot be checked out until its price is in KES.`}
          </Alert>
        )}
        <Input
          label="Name"
          value={form.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
          data-autofocus
        />
        <Textarea
          label="Description"
          rows={4}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Input
            label={`Price (${product?.currency ?? 'KES'})`}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={form.price}
            error={errors.price}
            onChange={(e) => set('price', e.target.value)}
          />
          <Input
            label="Category"
            suggestions={categories}
            value={form.category}
            onChange={(e) => set('category', e.target.value)}
          />
          <Input
            label="Quantity"
            type="number"
            min={0}
            step={1}
            value={form.quantity}
            error={errors.quantity}
            onChange={(e) => set('quantity', e.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-6">
          <Checkbox
            label="Active (visible in the shop)"
            checked={form.is_active}
            onChange={(e) => set('is_active', e.target.checked)}
          />
          <Checkbox
            label="Featured"
            checked={form.featured}
            onChange={(e) => set('featured', e.target.checked)}
          />
        </div>
        <ProductLinksEditor
          links={form.product_links}
          onChange={(links) => set('product_links', links)}
          disabled={saving}
        />
        {errors.links && <p className="text-rose-600 text-xs dark:text-rose-400">{errors.links}</p>}
        <ImageField
          label="Product image"
          currentSrc={product?.image ? uploadUrl(product.image) : null}
          file={image}
          onFileChange={(file) => {
            setImage(file);
            if (file) setRemoveImage(false);
          }}
          removed={removeImage}
          onRemove={
            image
              ? () => setImage(null)
              : product?.image && !removeImage
                ? () => setRemoveImage(true)
                : undefined
          }
          accept="image/*"
          disabled={saving}
        />
        <ProductFilesField
          saved={product?.files ?? []}
          removed={removeFiles}
          onToggleRemoved={(id) =>
            setRemoveFiles((current) =>
              current.includes(id) ? current.filter((at) => at !== id) : [...current, id],
            )
          }
          added={files}
          onAddedChange={setFiles}
          disabled={saving}
        />
      </form>
    </Modal>
  );
}
