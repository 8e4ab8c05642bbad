import { PROJECT_STATUSES } from '../../../../modules/content/content.schemas.ts';
import type { ProjectView } from '../../api/content-admin';
import { Badge } from '../../components/badge';
import { Checkbox } from '../../components/checkbox';
import { ImageField } from '../../components/image-field';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { Textarea } from '../../components/textarea';
import { uploadUrl } from '../../lib/api-client';
import { type EntityFormProps, FormModal, formTexts } from '../shared/form-modal';
import { capitalizedOptions } from '../shared/forms';
import { OrderInput } from '../shared/number-input';
import { TextFields } from '../shared/text-fields';
import { useProjectForm } from './use-project-form';

type ProjectFormModalProps = EntityFormProps & {
  project: ProjectView | null;
  categories: readonly string[];
};

const STATUS_OPTIONS = capitalizedOptions(PROJECT_STATUSES);

/** The project's two addresses: the live site (or a /PROJECTS/ path) and its code. */
const LINK_FIELDS = [
  {
    name: 'link',
    label: 'Live link',
    type: 'text',
    inputMode: 'url',
    placeholder: 'https://… or /PROJECTS/…',
  },
  { name: 'github_link', label: 'GitHub link', type: 'url', placeholder: 'https://github.com/…' },
] as const;

const ADD = {
  title: 'Add project',
  description: 'Published projects show on the home page.',
  submitLabel: 'Create project',
};

/** Create or edit a project (spec: Projects; technologies comma separated, sent as a JSON list). */
export function ProjectFormModal({ project, categories, onClose, ...callbacks }: ProjectFormModalProps) {
  const { form, featured, image, technologies, onSubmit } = useProjectForm(project, {
    onClose,
    ...callbacks,
  });
  const { saving } = form;

  const texts = formTexts(project?.title, 'Edit project', ADD);
  return (
    <FormModal form={form} onClose={onClose} onSubmit={onSubmit} size="lg" {...texts}>
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
        <TextFields fields={LINK_FIELDS} field={form.field} />
        <Select label="Status" {...form.field('status')} options={STATUS_OPTIONS} />
        <OrderInput {...form.field('order_index')} />
      </div>
      <Checkbox label="Featured project" hint="Highlighted among the projects" {...featured.props(saving)} />
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
