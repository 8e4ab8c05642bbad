import type { FormEvent } from 'react';
import { MESSAGES, skillCreateSchema } from '../../../../modules/content/content.schemas.ts';
import { contentFormData, type SkillView } from '../../api/content-admin';
import { type EntityFormProps, useFormModal } from '../shared/form-modal';
import { useImageChoice } from '../shared/image-choice';

function initialValues(skill: SkillView | null) {
  return {
    name: skill?.name ?? '',
    category: skill?.category ?? '',
    proficiency: String(skill?.proficiency ?? 50),
    started_year: skill?.started_year ? String(skill.started_year) : '',
    description: skill?.description ?? '',
    status: skill?.status ?? 'active',
    order_index: String(skill?.order_index ?? 0),
  };
}

/** A skill form's fields, its icon and its submit: checked against the server's skill schema. */
export function useSkillForm(skill: SkillView | null, { onSave, describeError }: EntityFormProps) {
  const form = useFormModal(() => initialValues(skill), describeError);
  const icon = useImageChoice('icon', MESSAGES.iconTooLarge, form);

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, skillCreateSchema, form.values, { icon: icon.problem }, (data) =>
      onSave(contentFormData(data, ['started_year', 'description'], icon.formFields)),
    );

  return { form, icon, onSubmit };
}
