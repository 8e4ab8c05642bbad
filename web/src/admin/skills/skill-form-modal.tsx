import type { FormEvent } from 'react';
import {
  MESSAGES,
  MIN_STARTED_YEAR,
  SKILL_STATUSES,
  skillCreateSchema,
} from '../../../../modules/content/content.schemas.ts';
import { type SkillView, toFormData } from '../../api/content-admin';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { Textarea } from '../../components/textarea';
import { FormModal, useFormModal } from '../shared/form-modal';
import { ImageChoiceField, useImageChoice } from '../shared/image-choice';
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
  const form = useFormModal(() => initialValues(skill), describeError);
  const { values, saving } = form;
  const icon = useImageChoice('icon', MESSAGES.iconTooLarge, form);
  const thisYear = new Date().getFullYear();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = form.validate(skillCreateSchema, values, { icon: icon.problem });
    if (!data) return;
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
          ...icon.formFields,
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
        <Input label="Category" {...form.field('category')} suggestions={categories} required />
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
      <ImageChoiceField
        choice={icon}
        label="Icon"
        shape="square"
        hint="An image under 5MB"
        current={skill?.icon}
        removeLabel="Remove current icon"
        saving={saving}
      />
    </FormModal>
  );
}
