import { ShieldCheck } from 'lucide-react';
import type { UserView } from '../../api/auth';
import { Badge } from '../../components/badge';
import { Card } from '../../components/card';
import { formatDate } from '../shared/format';
import { ROLE_LABELS } from '../shared/roles';
import { UserAvatar } from '../shared/user-avatar';

/** The profile card beside the form: photo, name, email, role, member since and verification. */
export function ProfileSummary({ user }: { user: UserView }) {
  return (
    <Card className="flex flex-col items-center p-6 text-center">
      <UserAvatar user={user} size="lg" className="size-28 text-3xl shadow-indigo-500/20 shadow-xl" />
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
