import { CalendarDays, Mail, Phone, ShieldCheck, UserRound } from 'lucide-react';
import type { UserView } from '../../api/auth';
import { Card } from '../../components/card';
import { ImagePicker } from '../../components/image-picker';
import { Input } from '../../components/input';
import { uploadUrl } from '../../lib/api-client';
import { formatDate } from '../shared/format';
import { ROLE_LABELS } from '../shared/roles';
import { SaveBar } from '../shared/save-bar';
import { TextFields } from '../shared/text-fields';
import { type Notice, useProfileForm } from './use-profile-form';

/** The admin's own details, in their order. */
const FIELDS = [
  {
    name: 'name',
    label: 'Full name',
    autoComplete: 'name',
    icon: <UserRound />,
    containerClassName: 'sm:col-span-2',
  },
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'email', icon: <Mail /> },
  {
    name: 'phone',
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel',
    icon: <Phone />,
    placeholder: '+254 700 000 000',
  },
] as const;

/** The profile's photo, name, email and phone; role and member-since shown read-only. */
export function ProfileForm({ user, onNotice }: { user: UserView; onNotice: (notice: Notice) => void }) {
  const { form, picture, busy, dirty, onSubmit, reset } = useProfileForm(user, onNotice);

  return (
    <Card className="p-6 lg:col-span-2">
      <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-6">
        <ImagePicker
          label="Profile photo"
          name={form.values.name || user.name}
          currentSrc={user.profile_picture ? uploadUrl(user.profile_picture) : null}
          file={picture.file}
          onFileChange={picture.choose}
          hint="JPG, PNG, GIF or WebP, under 5MB"
          error={picture.error}
          disabled={busy}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFields fields={FIELDS} field={form.field} />
          <Input
            label="Role"
            name="role"
            icon={<ShieldCheck />}
            value={ROLE_LABELS[user.role]}
            readOnly
            disabled
          />
          <Input
            label="Member since"
            name="created_at"
            icon={<CalendarDays />}
            value={formatDate(user.created_at)}
            readOnly
            disabled
          />
        </div>
        <SaveBar
          dirty={dirty}
          saving={busy}
          onDiscard={reset}
          submitLabel="Save changes"
          className="border-zinc-200/80 border-t pt-5 dark:border-white/10"
        />
      </form>
    </Card>
  );
}
