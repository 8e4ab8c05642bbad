import { PROMOTION_BG_CLASSES } from '../../../../modules/content/content.schemas.ts';
import type { PromotionView } from '../../api/content-admin';
import { Checkbox } from '../../components/checkbox';
import { ImageField } from '../../components/image-field';
import { Input } from '../../components/input';
import { Textarea } from '../../components/textarea';
import { uploadUrl } from '../../lib/api-client';
import { type EntityFormProps, FormModal, formTexts } from '../shared/form-modal';
import { OrderInput } from '../shared/number-input';
import { PROMOTION_TYPE_SUGGESTIONS } from './promotion-rules';
import { usePromotionForm } from './use-promotion-form';

type PromotionFormModalProps = EntityFormProps & { promotion: PromotionView | null };

/** Accepted image types (spec section 5): JPG, PNG, GIF, SVG, WebP. */
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/gif,image/svg+xml,image/webp';

/** A CSS value paints the swatch directly; a palette class is applied as a class. */
function BackgroundSwatch({ value }: { value: string }) {
  const isClass = (PROMOTION_BG_CLASSES as readonly string[]).includes(value.trim());
  return (
    <span
      aria-hidden="true"
      className={`mr-2 size-7 shrink-0 rounded-lg ring-1 ring-zinc-200 dark:ring-white/10 ${isClass ? value : ''}`}
      style={isClass || !value.trim() ? undefined : { background: value }}
    />
  );
}

const ADD = {
  title: 'Add promotion',
  description: 'Active promotions run in the home page carousel.',
  submitLabel: 'Create promotion',
};

/** Create or edit a promotion (spec: Promotions; sections 4 and 5 for the image and the rules). */
export function PromotionFormModal({ promotion, onClose, ...callbacks }: PromotionFormModalProps) {
  const { form, values, active, ad, image, onImageChange, removeImage, onSubmit } = usePromotionForm(
    promotion,
    {
      onClose,
      ...callbacks,
    },
  );
  const { errors, saving } = form;

  const texts = formTexts(promotion?.title, 'Edit promotion', ADD);
  return (
    <FormModal form={form} onClose={onClose} onSubmit={onSubmit} size="lg" {...texts}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Type" {...form.field('type')} suggestions={PROMOTION_TYPE_SUGGESTIONS} required />
        <Input label="Title" {...form.field('title')} required data-autofocus />
      </div>
      <Textarea label="Description" {...form.field('description')} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Badge" {...form.field('badge')} placeholder="FREE, 20% OFF…" />
        <Input label="Button text" {...form.field('cta_text')} placeholder="Get it now" />
        <Input
          label="Link URL"
          {...form.field('href')}
          type="url"
          placeholder="https://…"
          containerClassName="sm:col-span-2"
        />
        <Input label="Price" {...form.field('price')} placeholder="$19" />
        <Input label="Old price" {...form.field('old_price')} placeholder="$49" />
      </div>
      <Input
        label="Background"
        {...form.field('bg_color')}
        suggestions={PROMOTION_BG_CLASSES}
        placeholder="#4F46E5, a gradient or a palette class"
        hint="A CSS colour, a CSS gradient or one of the suggested classes"
        trailing={<BackgroundSwatch value={values.bg_color} />}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <OrderInput {...form.field('order_index')} />
        <Checkbox label="Active" className="sm:mt-8" {...active.props(saving)} />
        <Checkbox label="Advertisement" className="sm:mt-8" {...ad.props(saving)} />
      </div>
      <ImageField
        label="Image"
        accept={IMAGE_ACCEPT}
        currentSrc={promotion?.image ? uploadUrl(promotion.image) : null}
        file={image.file}
        onFileChange={onImageChange}
        removed={image.remove}
        onRemove={removeImage}
        removeLabel="Remove image"
        hint="JPG, PNG, GIF, SVG or WebP under 5MB"
        error={errors.image}
        disabled={saving}
      />
    </FormModal>
  );
}
