import { AtSign, MessageCircle, Send, UserRound } from 'lucide-react';
import type { FormEvent } from 'react';
import {
  MESSAGES,
  SETTINGS_FIELDS,
  type SettingsUpdateInput,
  settingsUpdateSchema,
} from '../../../../modules/content/content.schemas.ts';
import { type SettingsView, useSettingsQuery, useUpdateSettingsMutation } from '../../api/content-admin';
import { Card } from '../../components/card';
import { Input } from '../../components/input';
import { Skeleton } from '../../components/spinner';
import { Textarea } from '../../components/textarea';
import { contentErrorMessage, useNotice } from '../shared/content-form';
import { ContentPageHeader, LoadError, NoticeBanner } from '../shared/content-page';
import { serverFieldErrors, useFormFields, zodFieldErrors } from '../shared/forms';
import { SaveBar } from '../shared/save-bar';
import { TextFields } from '../shared/text-fields';

export const SETTINGS_MESSAGES = {
  fetchFailed: 'Failed to load settings',
  saveFailed: 'Failed to save settings',
  saveError: 'An error occurred while saving the settings',
  saved: MESSAGES.settingsUpdated,
} as const;

type Field = (typeof SETTINGS_FIELDS)[number];
type Values = Record<Field, string>;

function valuesOf(settings: SettingsView): Values {
  return Object.fromEntries(SETTINGS_FIELDS.map((field) => [field, settings[field]])) as Values;
}

/** Only what differs from the saved settings (the rest keep their stored values). */
export function changedSettings(saved: SettingsView, values: Values): Partial<Values> {
  const changes: Partial<Values> = {};
  for (const field of SETTINGS_FIELDS) {
    if (values[field].trim() !== saved[field].trim()) changes[field] = values[field].trim();
  }
  return changes;
}

/** The About section's contact email and chat links, in their order. */
const CONTACT_FIELDS = [
  { name: 'contact_email', label: 'Contact email', type: 'email', icon: <AtSign /> },
  {
    name: 'whatsapp_url',
    type: 'url',
    label: 'WhatsApp link',
    icon: <MessageCircle />,
    placeholder: 'https://wa.me/…',
  },
  {
    name: 'telegram_url',
    type: 'url',
    label: 'Telegram link',
    icon: <Send />,
    placeholder: 'https://t.me/…',
  },
] as const;

function SectionTitle({ title, description }: { title: string; description: string }) {
  return (
    <div>
      <h3 className="font-semibold text-zinc-950 dark:text-white">{title}</h3>
      <p className="text-sm text-zinc-500 dark:text-zinc-400">{description}</p>
    </div>
  );
}

/** /admin/settings: the owner's name, hero text and About contact links (issue 4, beyond the spec). */
export function SettingsPage() {
  const settings = useSettingsQuery();
  const { notice, announce, dismiss } = useNotice();

  return (
    <div className="space-y-6">
      <ContentPageHeader
        title="Settings"
        description="The name, headline and contact links visitors see on the home page."
      />
      <NoticeBanner notice={notice} onDismiss={dismiss} />
      {settings.isError && !settings.data ? (
        <LoadError
          message={contentErrorMessage(settings.error, SETTINGS_MESSAGES.fetchFailed)}
          onRetry={() => settings.refetch()}
        />
      ) : settings.data ? (
        <SettingsForm
          key={settings.data.updated_at ?? 'defaults'}
          saved={settings.data}
          announce={announce}
        />
      ) : (
        <Card className="space-y-5 p-6" role="status" aria-label="Loading settings">
          {[0, 1, 2, 3].map((key) => (
            <div key={key} className="space-y-2">
              <Skeleton className="h-4 w-28" />
              <Skeleton className="h-11" />
            </div>
          ))}
        </Card>
      )}
    </div>
  );
}

function SettingsForm({
  saved,
  announce,
}: {
  saved: SettingsView;
  announce: ReturnType<typeof useNotice>['announce'];
}) {
  const mutation = useUpdateSettingsMutation();
  const saving = mutation.isPending;
  const form = useFormFields(() => valuesOf(saved), saving);
  const { setErrors } = form;
  const changes = changedSettings(saved, form.values);
  const dirty = Object.keys(changes).length > 0;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = settingsUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    try {
      const answer = await mutation.mutateAsync(parsed.data as SettingsUpdateInput);
      announce({ tone: 'success', text: answer.message || SETTINGS_MESSAGES.saved });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      announce({
        tone: 'error',
        text: contentErrorMessage(error, SETTINGS_MESSAGES.saveFailed, SETTINGS_MESSAGES.saveError),
      });
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-2">
      <Card className="space-y-5 p-6">
        <SectionTitle title="Hero" description="The top of the home page." />
        <Input label="Owner name" icon={<UserRound />} required {...form.field('owner_name')} />
        <Input label="Hero title" {...form.field('hero_title')} />
        <Textarea label="Hero subtitle" rows={4} {...form.field('hero_subtitle')} />
      </Card>
      <Card className="space-y-5 p-6">
        <SectionTitle title="Contact links" description="Shown in the About section." />
        <TextFields fields={CONTACT_FIELDS} field={form.field} />
      </Card>
      <SaveBar
        dirty={dirty}
        saving={saving}
        onDiscard={() => {
          form.setValues(valuesOf(saved));
          setErrors({});
        }}
        submitLabel="Save settings"
        className="lg:col-span-2"
      />
    </form>
  );
}
