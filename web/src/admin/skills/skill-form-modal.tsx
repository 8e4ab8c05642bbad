import { MIN_STARTED_YEAR, SKILL_STATUSES } from '../../../../modules/content/content.schemas.ts';
import type { SkillView } from '../../api/content-admin';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { Textarea } from '../../components/textarea';
import { type EntityFormProps, FormModal, formTexts } from '../shared/form-modal';
import { capitalizedOptions } from '../shared/forms';
import { ImageChoiceField } from '../shared/image-choice';
import { NumberInput, OrderInput } from '../shared/number-input';
import { ProficiencyBar } from './skill-card';
import { useSkillForm } from './use-skill-form';

type SkillFormModalProps = EntityFormProps & {
  /** The skill being edited; none to create one. */
  skill: SkillView | null;
  categories: readonly string[];
};

const STATUS_OPTIONS = capitalizedOptions(SKILL_STATUSES);

const ADD = {
  title: 'Add skill',
  description: 'A skill shows in the home page carousel.',
  submitLabel: 'Create skill',
};

/** Create or edit a skill (spec: Skills, create/edit modal; section 5 rules). */
export function SkillFormModal({ skill, categories, onClose, ...callbacks }: SkillFormModalProps) {
  const { form, icon, onSubmit } = useSkillForm(skill, { onClose, ...callbacks });
  const { values, saving } = form;
  const thisYear = new Date().getFullYear();

  const proficiency = Number(values.proficiency);

  const texts = formTexts(skill?.name, 'Edit skill', ADD);
  return (
    <FormModal form={form} onClose={onClose} onSubmit={onSubmit} size="lg" {...texts}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Name" {...form.field('name')} required data-autofocus />
        <Input label="Category" {...form.field('category')} suggestions={categories} required />
      </div>
      <div className="space-y-2">
        <NumberInput label="Proficiency (%)" {...form.field('proficiency')} min={0} max={100} />
        {Number.isFinite(proficiency) && <ProficiencyBar value={proficiency} label="Proficiency preview" />}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberInput
          label="Started year"
          {...form.field('started_year')}
          min={MIN_STARTED_YEAR}
          max={thisYear}
          placeholder={String(thisYear)}
        />
        <Select label="Status" {...form.field('status')} options={STATUS_OPTIONS} />
        <OrderInput {...form.field('order_index')} />
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
