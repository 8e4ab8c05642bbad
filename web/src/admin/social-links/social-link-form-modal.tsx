import { SOCIAL_DEFAULT_COLOR } from '../../../../modules/content/content.schemas.ts';
import type { SocialLinkView } from '../../api/content-admin';
import { Checkbox } from '../../components/checkbox';
import { Input } from '../../components/input';
import { type EntityFormProps, FormModal, formTexts } from '../shared/form-modal';
import { ImageChoiceField } from '../shared/image-choice';
import { OrderInput } from '../shared/number-input';
import { PLATFORM_SUGGESTIONS } from './social-link-rules';
import { useSocialLinkForm } from './use-social-link-form';

type SocialLinkFormModalProps = EntityFormProps & { link: SocialLinkView | null };

const HEX = /^#[0-9a-f]{6}$/i;

const ADD = {
  title: 'Add Social Link',
  description: 'Active links show in the site footer.',
  submitLabel: 'Create link',
};

/** Create or edit a social link; typing the URL fills the platform (spec section 4). */
export function SocialLinkFormModal({ link, onClose, ...callbacks }: SocialLinkFormModalProps) {
  const { form, active, icon, onUrlChange, onSubmit } = useSocialLinkForm(link, { onClose, ...callbacks });
  const { values, errors, saving } = form;

  const colour = (field: 'color' | 'hover_color', label: string) => (
    <div className="flex items-end gap-2">
      <Input label={label} {...form.field(field)} containerClassName="flex-1" className="font-mono" />
      <input
        type="color"
        aria-label={`${label} picker`}
        value={HEX.test(values[field]) ? values[field] : SOCIAL_DEFAULT_COLOR}
        onChange={(event) => form.set(field, event.target.value.toUpperCase())}
        disabled={saving}
        className={`h-11 w-12 shrink-0 cursor-pointer rounded-xl border border-zinc-300 bg-white p-1 dark:border-white/10 dark:bg-zinc-900 ${errors[field] ? 'mb-5' : ''}`}
      />
    </div>
  );

  const texts = formTexts(link?.name, 'Edit Social Link', ADD);
  return (
    <FormModal form={form} onClose={onClose} onSubmit={onSubmit} size="lg" {...texts}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Name" {...form.field('name')} required data-autofocus />
        <Input
          label="Platform"
          {...form.field('platform')}
          suggestions={PLATFORM_SUGGESTIONS}
          hint="Filled in from the URL when recognised"
          required
        />
        <Input
          label="URL"
          {...form.field('url')}
          type="url"
          placeholder="https://github.com/you"
          onChange={(event) => onUrlChange(event.target.value)}
          required
          containerClassName="sm:col-span-2"
        />
        {colour('color', 'Colour')}
        {colour('hover_color', 'Hover colour')}
        <OrderInput {...form.field('order_index')} />
        <Checkbox label="Active" className="sm:mt-8" {...active.props(saving)} />
      </div>
      <ImageChoiceField
        choice={icon}
        label="Custom icon"
        shape="square"
        hint="Optional; the platform's icon is used otherwise"
        current={link?.icon}
        removeLabel="Remove current custom icon"
        saving={saving}
      />
    </FormModal>
  );
}
