import type { UserView } from '../../api/auth';
import { Avatar } from '../../components/avatar';
import { uploadUrl } from '../../lib/api-client';

type UserAvatarProps = {
  /** None while the profile loads: an empty avatar. */
  user: Pick<UserView, 'name' | 'profile_picture'> | null;
  size?: 'sm' | 'lg';
  className?: string;
};

/** A back-office user's picture, or their initials when they have none. */
export function UserAvatar({ user, size = 'sm', className }: UserAvatarProps) {
  const picture = user?.profile_picture;
  return (
    <Avatar
      name={user?.name ?? ''}
      src={picture ? uploadUrl(picture) : null}
      size={size}
      className={className}
    />
  );
}
