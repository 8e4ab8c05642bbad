import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useProfileQuery } from '../../api/auth';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Skeleton } from '../../components/spinner';
import { ProfileForm } from './profile-form';
import { ProfileSummary } from './profile-summary';
import { type Notice, PROFILE_MESSAGES } from './use-profile-form';

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
