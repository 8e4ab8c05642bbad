import type { FormEvent } from 'react';
import {
  MESSAGES,
  SOCIAL_DEFAULT_COLOR,
  SOCIAL_DEFAULT_HOVER_COLOR,
  socialLinkCreateSchema,
} from '../../../../modules/content/content.schemas.ts';
import { contentFormData, type SocialLinkView } from '../../api/content-admin';
import { type EntityFormProps, useFormModal } from '../shared/form-modal';
import { useFlag } from '../shared/forms';
import { useImageChoice } from '../shared/image-choice';
import { platformAfterUrlChange } from './social-link-rules';

function initialValues(link: SocialLinkView | null) {
  return {
    name: link?.name ?? '',
    url: link?.url ?? '',
    platform: link?.platform ?? '',
    color: link?.color ?? SOCIAL_DEFAULT_COLOR,
    hover_color: link?.hover_color ?? SOCIAL_DEFAULT_HOVER_COLOR,
    order_index: String(link?.order_index ?? 0),
  };
}

/**
 * A social link form's fields, its active flag, its icon and its submit, checked against the
 * server's schema; typing the URL fills the platform (spec section 4).
 */
export function useSocialLinkForm(link: SocialLinkView | null, { onSave, describeError }: EntityFormProps) {
  const active = useFlag(link?.is_active ?? true);
  const form = useFormModal(() => initialValues(link), describeError);
  const icon = useImageChoice('icon', MESSAGES.imageTooLarge, form);

  function onUrlChange(url: string) {
    form.setValues((current) => ({
      ...current,
      url,
      platform: platformAfterUrlChange(url, current.platform),
    }));
    form.setErrors((current) => ({ ...current, url: undefined, platform: undefined }));
  }

  const input = { ...form.values, is_active: active.checked };
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, socialLinkCreateSchema, input, { icon: icon.problem }, (data) =>
      onSave(contentFormData(data, [], icon.formFields)),
    );

  return { form, active, icon, onUrlChange, onSubmit };
}
