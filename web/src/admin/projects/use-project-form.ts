import type { FormEvent } from 'react';
import { MESSAGES, projectCreateSchema } from '../../../../modules/content/content.schemas.ts';
import { contentFormData, type ProjectView } from '../../api/content-admin';
import { type EntityFormProps, useFormModal } from '../shared/form-modal';
import { useFlag } from '../shared/forms';
import { useImageChoice } from '../shared/image-choice';
import { parseTechnologies } from './project-rules';

function initialValues(project: ProjectView | null) {
  return {
    title: project?.title ?? '',
    category: project?.category ?? '',
    description: project?.description ?? '',
    technologies: project?.technologies.join(', ') ?? '',
    link: project?.link ?? '',
    github_link: project?.github_link ?? '',
    status: project?.status ?? 'published',
    order_index: String(project?.order_index ?? 0),
  };
}

/**
 * A project form's fields, its featured flag, its image and its submit: checked against the
 * server's project schema, technologies comma separated and sent as a JSON list.
 */
export function useProjectForm(project: ProjectView | null, { onSave, describeError }: EntityFormProps) {
  const featured = useFlag(project?.featured ?? false);
  const form = useFormModal(() => initialValues(project), describeError);
  const image = useImageChoice('image', MESSAGES.imageTooLarge, form);
  const technologies = parseTechnologies(form.values.technologies);
  const input = { ...form.values, technologies, featured: featured.checked };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.submit(event, projectCreateSchema, input, { image: image.problem }, (data) =>
      onSave(contentFormData(data, ['link', 'github_link'], image.formFields)),
    );

  return { form, featured, image, technologies, onSubmit };
}
