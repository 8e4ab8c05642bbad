import { type AdminProduct, isPurchasable } from '../../api/shop-admin';
import { Alert } from '../../components/alert';
import { Checkbox } from '../../components/checkbox';
import { ImageField } from '../../components/image-field';
import { Input } from '../../components/input';
import { Textarea } from '../../components/textarea';
import { uploadUrl } from '../../lib/api-client';
import { DialogForm } from '../shared/form-modal';
import { ProductFilesField } from './product-files-field';
import { ProductLinksEditor } from './product-links-editor';
import { useProductForm } from './use-product-form';

type ProductFormModalProps = {
  product: AdminProduct | null;
  categories: readonly string[];
  onClose: () => void;
  onError: (message: string) => void;
  onSaved: (message: string) => void;
};

/** 'Add New Product' / 'Edit Product': every field, store links, the image and the downloadable files. */
export function ProductFormModal({ product, categories, onClose, onError, onSaved }: ProductFormModalProps) {
  const editor = useProductForm(product, { onError, onSaved });
  const { form, set, bind, dialog, errors, saving } = editor;

  return (
    <DialogForm
      {...dialog}
      onClose={onClose}
      size="lg"
      title={product ? 'Edit Product' : 'Add New Product'}
      submitText={product ? 'Update Product' : 'Create Product'}
    >
      {product && !isPurchasable(product) && (
        <Alert tone="info" title="Not purchasable">
          {`This product is priced in ${product.currency}. The shop sells in KES only, so it cannot be checked out until its price is in KES.`}
        </Alert>
      )}
      <Input label="Name" error={errors.name} {...bind('name')} data-autofocus />
      <Textarea label="Description" rows={4} {...bind('description')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label={`Price (${product?.currency ?? 'KES'})`}
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          error={errors.price}
          {...bind('price')}
        />
        <Input label="Category" suggestions={categories} {...bind('category')} />
        <Input
          label="Quantity"
          type="number"
          min={0}
          step={1}
          error={errors.quantity}
          {...bind('quantity')}
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
        <Checkbox
          label="Pay what you want"
          checked={form.pay_what_you_want}
          onChange={(e) => set('pay_what_you_want', e.target.checked)}
        />
      </div>
      {form.pay_what_you_want && (
        <Input
          label={`Minimum price (${product?.currency ?? 'KES'})`}
          hint="Buyers pay at least this; the price above is the suggested amount."
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          error={errors.min_price}
          {...bind('min_price')}
        />
      )}
      <ProductLinksEditor
        links={form.product_links}
        onChange={(links) => set('product_links', links)}
        disabled={saving}
      />
      {errors.links && <p className="text-rose-600 text-xs dark:text-rose-400">{errors.links}</p>}
      <ImageField
        label="Product image"
        currentSrc={product?.image ? uploadUrl(product.image) : null}
        file={editor.image}
        onFileChange={editor.chooseImage}
        removed={editor.removeImage}
        onRemove={editor.onRemoveImage}
        accept="image/*"
        disabled={saving}
      />
      <ProductFilesField
        saved={product?.files ?? []}
        removed={editor.removeFiles}
        onToggleRemoved={editor.toggleRemovedFile}
        added={editor.files}
        onAddedChange={editor.setFiles}
        disabled={saving}
      />
    </DialogForm>
  );
}
