import { type FormEvent, useState } from 'react';
import {
  MESSAGES,
  PROJECT_STATUSES,
  projectCreateSchema,
} from '../../../../modules/content/content.schemas.ts';
import { type ProjectView, toFormData } from '../../api/content-admin';
import { Badge } from '../../components/badge';
import { Checkbox } from '../../components/checkbox';
import { ImageField } from '../../components/image-field';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { Textarea } from '../../components/textarea';
import { uploadUrl } from '../../lib/api-client';
import { FormModal, useFormModal } from '../shared/form-modal';
import { useImageChoice } from '../shared/image-choice';
import { parseTechnologies } from './project-rules';

type ProjectFormModalProps = {
  project: ProjectView | null;
  categories: readonly string[];
  onClose: () => void;
  onSave: (form: FormData) => Promise<void>;
  describeError: (error: unknown) => string;
};

const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({
  value: status,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));

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

/** Create or edit a project (spec: Projects; technologies comma separated, sent as a JSON list). */
export function ProjectFormModal({
  project,
  categories,
  onClose,
  onSave,
  describeError,
}: ProjectFormModalProps) {
  const [featured, setFeatured] = useState(project?.featured ?? false);
  const form = useFormModal(() => initialValues(project), describeError);
  const { values, saving } = form;
  const image = useImageChoice('image', MESSAGES.imageTooLarge, form);
  const technologies = parseTechnologies(values.technologies);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = form.validate(
      projectCreateSchema,
      { ...values, technologies, featured },
      { image: image.problem },
    );
    if (!data) return;
    await form.save(() =>
      onSave(
        toFormData({
          title: data.title,
          category: data.category,
          description: data.description,
          technologies: data.technologies,
          link: data.link ?? null,
          github_link: data.github_link ?? null,
          status: data.status,
          featured: data.featured,
          order_index: data.order_index,
          ...image.formFields,
        }),
      ),
    );
  }

  return (
    <FormModal
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      title={project ? 'Edit project' : 'Add project'}
      description={project ? `Update ${project.title}.` : 'Published projects show on the home page.'}
      size="lg"
      submitLabel={project ? 'Save changes' : 'Create project'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Title" {...form.field('title')} required data-autofocus />
        <Input label="Category" {...form.field('category')} suggestions={categories} required />
      </div>
      <Textarea label="Description" {...form.field('description')} required />
      <div className="space-y-2">
        <Input
          label="Technologies"
          {...form.field('technologies')}
          placeholder="React, Node.js, PostgreSQL"
          hint="Separate with commas"
        />
        {technologies.length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Technologies preview">
            {technologies.map((tech) => (
              <li key={tech}>
                <Badge tone="accent">{tech}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label="Live link"
          {...form.field('link')}
          type="text"
          inputMode="url"
          placeholder="https://… or /PROJECTS/…"
        />
        <Input
          label="GitHub link"
          {...form.field('github_link')}
          type="url"
          placeholder="https://github.com/…"
        />
        <Select label="Status" {...form.field('status')} options={STATUS_OPTIONS} />
        <Input label="Order" {...form.field('order_index')} type="number" inputMode="numeric" min={0} />
      </div>
      <Checkbox
        label="Featured project"
        hint="Highlighted among the projects"
        checked={featured}
        onChange={(event) => setFeatured(event.target.checked)}
        disabled={saving}
      />
      <ImageField
        label="Image"
        currentSrc={project?.image ? uploadUrl(project.image) : null}
        file={image.file}
        onFileChange={image.choose}
        removed={image.remove}
        onRemove={() => {
          if (image.file) image.choose(null);
          if (project?.image) image.setRemove(true);
        }}
        hint="An image under 5MB"
        error={image.error}
        disabled={saving}
      />
    </FormModal>
  );
}
