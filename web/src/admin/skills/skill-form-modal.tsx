import { type FormEvent, useId, useState } from 'react';
import {
  MESSAGES,
  MIN_STARTED_YEAR,
  SKILL_STATUSES,
  skillCreateSchema,
} from '../../../../modules/content/content.schemas.ts';
import { type SkillView, toFormData } from '../../api/content-admin';
import { Checkbox } from '../../components/checkbox';
import { ImageField } from '../../components/image-field';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { Textarea } from '../../components/textarea';
import { uploadUrl } from '../../lib/api-client';
import { imageFileError } from '../shared/content-form';
import { FormModal, useFormModal } from '../shared/form-modal';
import { type FieldErrors, zodFieldErrors } from '../shared/forms';
import { ProficiencyBar } from './skill-card';

type SkillFormModalProps = {
  /** The skill being edited; none to create one. */
  skill: SkillView | null;
  categories: readonly string[];
  onClose: () => void;
  /** Sends the multipart body; rejects with the error to show. */
  onSave: (form: FormData) => Promise<void>;
  describeError: (error: unknown) => string;
};

const STATUS_OPTIONS = SKILL_STATUSES.map((status) => ({
  value: status,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));

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

/** Create or edit a skill (spec: Skills, create/edit modal; section 5 rules). */
export function SkillFormModal({ skill, categories, onClose, onSave, describeError }: SkillFormModalProps) {
  const categoriesId = useId();
  const [icon, setIcon] = useState<File | null>(null);
  const [removeIcon, setRemoveIcon] = useState(false);
  const form = useFormModal(() => initialValues(skill), describeError);
  const { values, errors, setErrors, saving } = form;
  const thisYear = new Date().getFullYear();

  function onIconChange(file: File | null) {
    setIcon(file);
    if (file) setRemoveIcon(false);
    setErrors((current) => ({ ...current, icon: imageFileError(file, MESSAGES.iconTooLarge) }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFailure(null);
    const parsed = skillCreateSchema.safeParse(values);
    const found: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    const iconProblem = imageFileError(icon, MESSAGES.iconTooLarge);
    if (iconProblem) found.icon = iconProblem;
    if (!parsed.success || iconProblem) {
      setErrors(found);
      return;
    }
    const data = parsed.data;
    await form.save(() =>
      onSave(
        toFormData({
          name: data.name,
          category: data.category,
          proficiency: data.proficiency,
          started_year: data.started_year ?? null,
          description: data.description ?? null,
          status: data.status,
          order_index: data.order_index,
          icon: icon ?? undefined,
          remove_icon: removeIcon && !icon ? true : undefined,
        }),
      ),
    );
  }

  const proficiency = Number(values.proficiency);

  return (
    <FormModal
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      title={skill ? 'Edit skill' : 'Add skill'}
      description={skill ? `Update ${skill.name}.` : 'A skill shows in the home page carousel.'}
      size="lg"
      submitLabel={skill ? 'Save changes' : 'Create skill'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Name" {...form.field('name')} required data-autofocus />
        <Input label="Category" {...form.field('category')} list={categoriesId} required />
        <datalist id={categoriesId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>
      <div className="space-y-2">
        <Input
          label="Proficiency (%)"
          {...form.field('proficiency')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
        />
        {Number.isFinite(proficiency) && <ProficiencyBar value={proficiency} label="Proficiency preview" />}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label="Started year"
          {...form.field('started_year')}
          type="number"
          inputMode="numeric"
          min={MIN_STARTED_YEAR}
          max={thisYear}
          placeholder={String(thisYear)}
        />
        <Select label="Status" {...form.field('status')} options={STATUS_OPTIONS} />
        <Input label="Order" {...form.field('order_index')} type="number" inputMode="numeric" min={0} />
      </div>
      <Textarea label="Description" {...form.field('description')} rows={3} />
      <ImageField
        label="Icon"
        shape="square"
        currentSrc={skill?.icon ? uploadUrl(skill.icon) : null}
        file={icon}
        onFileChange={onIconChange}
        removed={removeIcon}
        hint="An image under 5MB"
        error={errors.icon}
        disabled={saving}
      />
      {skill?.icon && (
        <Checkbox
          label="Remove current icon"
          checked={removeIcon}
          onChange={(event) => setRemoveIcon(event.target.checked)}
          disabled={saving || icon !== null}
        />
      )}
    </FormModal>
  );
}
