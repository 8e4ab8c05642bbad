import { CalendarDays, Mail, Phone, RotateCw, ShieldCheck, UserRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { profileUpdateSchema } from '../../../../modules/admin/admin.schemas.ts';
import {
  type ProfileChanges,
  type UserView,
  useProfileQuery,
  useUpdateProfileMutation,
} from '../../api/auth';
import { Alert } from '../../components/alert';
import { Avatar } from '../../components/avatar';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ImagePicker } from '../../components/image-picker';
import { Input } from '../../components/input';
import { Skeleton } from '../../components/spinner';
import { serverMessage, uploadUrl } from '../../lib/api-client';
import { formatDate } from '../shared/format';
import {
  type FieldErrors,
  pictureError,
  serverFieldErrors,
  useFormFields,
  zodFieldErrors,
} from '../shared/forms';
import { ROLE_LABELS } from '../shared/roles';

export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load profile data',
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated successfully!',
} as const;

type Notice = { tone: 'success' | 'error'; text: string } | null;

type Values = { name: string; email: string; phone: string };

function valuesOf(user: UserView): Values {
  return { name: user.name, email: user.email, phone: user.phone ?? '' };
}

/** Only what differs from the saved profile (spec section 7: PUT sends only the changed fields). */
export function changedFields(user: UserView, values: Values): Omit<ProfileChanges, 'profilePicture'> {
  const saved = valuesOf(user);
  const changes: Omit<ProfileChanges, 'profilePicture'> = {};
  for (const key of ['name', 'email', 'phone'] as const) {
    if (values[key].trim() !== saved[key].trim()) changes[key] = values[key].trim();
  }
  return changes;
}

/** /admin/profile: the signed-in admin's photo, name, email and phone; role and member-since read-only. */
export function ProfilePage() {
  const profile = useProfileQuery();
  const [notice, setNotice] = useState<Notice>(null);
  const user = profile.data;

  if (profile.isError && !user) {
    return (
      <Alert tone="error" title={PROFILE_MESSAGES.loadFailed}>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => profile.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      </Alert>
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h2 className="font-semibold text-2xl text-zinc-950 tracking-tight dark:text-white">Your Profile</h2>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          How you appear across the back office, and how we reach you.
        </p>
      </div>
      {notice && (
        <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {user ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <ProfileSummary user={user} />
          <ProfileForm
            key={`${user.id}:${user.name}:${user.email}:${user.phone}:${user.profile_picture}`}
            user={user}
            onNotice={setNotice}
          />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3" role="status" aria-label="Loading profile">
          <Skeleton className="h-80" />
          <Skeleton className="h-[28rem] lg:col-span-2" />
        </div>
      )}
    </div>
  );
}

function ProfileSummary({ user }: { user: UserView }) {
  return (
    <Card className="flex flex-col items-center p-6 text-center">
      <Avatar
        name={user.name}
        src={user.profile_picture ? uploadUrl(user.profile_picture) : null}
        size="lg"
        className="size-28 text-3xl shadow-indigo-500/20 shadow-xl"
      />
      <p className="mt-4 font-semibold text-lg text-zinc-950 dark:text-white">{user.name}</p>
      <p className="text-sm text-zinc-500 dark:text-zinc-400">{user.email}</p>
      <Badge tone="accent" className="mt-3">
        <ShieldCheck aria-hidden="true" />
        {ROLE_LABELS[user.role]}
      </Badge>
      <dl className="mt-6 w-full space-y-3 border-zinc-200/80 border-t pt-5 text-left text-sm dark:border-white/10">
        <div className="flex items-center justify-between gap-3">
          <dt className="text-zinc-500 dark:text-zinc-400">Member since</dt>
          <dd className="font-medium text-zinc-900 dark:text-zinc-100">{formatDate(user.created_at)}</dd>
        </div>
        <div className="flex items-center justify-between gap-3">
          <dt className="text-zinc-500 dark:text-zinc-400">Email</dt>
          <dd>
            <Badge tone={user.is_verified ? 'success' : 'warning'}>
              {user.is_verified ? 'Verified' : 'Unverified'}
            </Badge>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

function ProfileForm({ user, onNotice }: { user: UserView; onNotice: (notice: Notice) => void }) {
  const update = useUpdateProfileMutation();
  const busy = update.isPending;
  const form = useFormFields(() => valuesOf(user), busy);
  const { values, errors, setErrors } = form;
  const [picture, setPicture] = useState<File | null>(null);
  const changes = changedFields(user, values);
  const dirty = Object.keys(changes).length > 0 || picture !== null;

  function onPictureChange(file: File | null) {
    setPicture(file);
    setErrors((current) => ({ ...current, profilePicture: pictureError(file) }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onNotice(null);
    const parsed = profileUpdateSchema.safeParse(changes);
    const found: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    const problem = pictureError(picture);
    if (problem) found.profilePicture = problem;
    if (!parsed.success || problem) {
      setErrors(found);
      return;
    }
    try {
      await update.mutateAsync({ ...parsed.data, profilePicture: picture });
      onNotice({ tone: 'success', text: PROFILE_MESSAGES.updated });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      onNotice({ tone: 'error', text: serverMessage(error) ?? PROFILE_MESSAGES.updateFailed });
    }
  }

  function reset() {
    form.setValues(valuesOf(user));
    setPicture(null);
    setErrors({});
  }

  return (
    <Card className="p-6 lg:col-span-2">
      <form noValidate onSubmit={onSubmit} aria-busy={busy} className="space-y-6">
        <ImagePicker
          label="Profile photo"
          name={values.name || user.name}
          currentSrc={user.profile_picture ? uploadUrl(user.profile_picture) : null}
          file={picture}
          onFileChange={onPictureChange}
          hint="JPG, PNG, GIF or WebP, under 5MB"
          error={errors.profilePicture}
          disabled={busy}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label="Full name"
            {...form.field('name')}
            autoComplete="name"
            icon={<UserRound />}
            containerClassName="sm:col-span-2"
          />
          <Input
            label="Email address"
            {...form.field('email')}
            type="email"
            autoComplete="email"
            icon={<Mail />}
          />
          <Input
            label="Phone number"
            {...form.field('phone')}
            type="tel"
            autoComplete="tel"
            icon={<Phone />}
            placeholder="+254 700 000 000"
          />
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
        <div className="flex flex-col-reverse gap-2 border-zinc-200/80 border-t pt-5 sm:flex-row sm:justify-end dark:border-white/10">
          <Button variant="ghost" onClick={reset} disabled={!dirty || busy}>
            Discard changes
          </Button>
          <Button type="submit" loading={busy} disabled={!dirty}>
            {busy ? 'Saving…' : 'Save changes'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
