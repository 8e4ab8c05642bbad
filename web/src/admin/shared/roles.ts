import type { UserRole } from '../../../../modules/admin/admin.schemas.ts';

export const ROLE_LABELS: Record<UserRole, string> = {
  admin: 'Administrator',
  moderator: 'Moderator',
  user: 'User',
};
