import { type FormEvent, useReducer } from 'react';
import { MESSAGES, promotionCreateSchema } from '../../../../modules/content/content.schemas.ts';
import type { PromotionView } from '../../api/content-admin';
import { imageFileError } from '../shared/content-form';
import { type EntityFormProps, useFormModal } from '../shared/form-modal';
import { useFlag } from '../shared/forms';
import {
  buildPromotionForm,
  INITIAL_IMAGE,
  imageReducer,
  type PromotionFormValues,
  type PromotionTextField,
} from './promotion-rules';

function initialValues(promotion: PromotionView | null): Record<PromotionTextField, string> {
  return {
    type: promotion?.type ?? 'free-resource',
    title: promotion?.title ?? '',
    description: promotion?.description ?? '',
    badge: promotion?.badge ?? '',
    cta_text: promotion?.cta_text ?? '',
    href: promotion?.href ?? '',
    price: promotion?.price ?? '',
    old_price: promotion?.old_price ?? '',
    bg_color: promotion?.bg_color ?? '',
    order_index: String(promotion?.order_index ?? 0),
  };
}

/**
 * A promotion form's fields, its active and ad flags, its image and its submit, checked against
 * the server's promotion schema (spec: Promotions; sections 4 and 5).
 */
export function usePromotionForm(
  promotion: PromotionView | null,
  { onSave, describeError }: EntityFormProps,
) {
  const active = useFlag(promotion?.is_active ?? true);
  const ad = useFlag(promotion?.is_ad ?? false);
  const [image, dispatchImage] = useReducer(imageReducer, INITIAL_IMAGE);
  const form = useFormModal(() => initialValues(promotion), describeError);
  const values: PromotionFormValues = { ...form.values, is_active: active.checked, is_ad: ad.checked };

  function onImageChange(file: File | null) {
    dispatchImage({ type: 'choose', file });
    form.setErrors((current) => ({ ...current, image: imageFileError(file, MESSAGES.imageTooLarge) }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checks = {
      type: values.type.trim() ? undefined : MESSAGES.typeRequired,
      image: imageFileError(image.file, MESSAGES.imageTooLarge),
    };
    return form.submit(event, promotionCreateSchema, values, checks, () =>
      onSave(buildPromotionForm(values, image, promotion ?? undefined)),
    );
  }

  const removeImage = () => dispatchImage({ type: 'remove' });
  return { form, values, active, ad, image, onImageChange, removeImage, onSubmit };
}
