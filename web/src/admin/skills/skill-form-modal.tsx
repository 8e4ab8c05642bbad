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
  const [values, setValues] = useState(() => initialValues(skill));
  const [icon, setIcon] = useState<File | null>(null);
  const [removeIcon, setRemoveIcon] = useState(false);
  const form = useFormModal(describeError);
  const { errors, setErrors, saving } = form;
  const thisYear = new Date().getFullYear();

  function set(field: keyof typeof values, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

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
        <Input
          label="Name"
          name="name"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={errors.name}
          disabled={saving}
          required
          data-autofocus
        />
        <Input
          label="Category"
          name="category"
          list={categoriesId}
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
          error={errors.category}
          disabled={saving}
          required
        />
        <datalist id={categoriesId}>
          {categories.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>
      <div className="space-y-2">
        <Input
          label="Proficiency (%)"
          name="proficiency"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={values.proficiency}
          onChange={(event) => set('proficiency', event.target.value)}
          error={errors.proficiency}
          disabled={saving}
        />
        {Number.isFinite(proficiency) && <ProficiencyBar value={proficiency} label="Proficiency preview" />}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label="Started year"
          name="started_year"
          type="number"
          inputMode="numeric"
          min={MIN_STARTED_YEAR}
          max={thisYear}
          placeholder={String(thisYear)}
          value={values.started_year}
          onChange={(event) => set('started_year', event.target.value)}
          error={errors.started_year}
          disabled={saving}
        />
        <Select
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          value={values.status}
          onChange={(event) => set('status', event.target.value)}
          error={errors.status}
          disabled={saving}
        />
        <Input
          label="Order"
          name="order_index"
          type="number"
          inputMode="numeric"
          min={0}
          value={values.order_index}
          onChange={(event) => set('order_index', event.target.value)}
          error={errors.order_index}
          disabled={saving}
        />
      </div>
      <Textarea
        label="Description"
        name="description"
        rows={3}
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
        disabled={saving}
      />
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
