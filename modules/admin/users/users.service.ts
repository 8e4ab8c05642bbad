import { type EntityManager, escapeLike } from '../../platform/db/index.ts';
import { ConflictError, NotFoundError } from '../../platform/errors/index.ts';
import type { UserRole, UserView } from '../admin.schemas.ts';
import { AUTH_MESSAGES, type FileRemover } from '../auth/auth.service.ts';
import type { LoginLockout } from '../auth/login-lockout.ts';
import { hashPassword } from '../auth/passwords.ts';
import { User } from '../entities/index.ts';
import { presentUser } from './user.presenter.ts';

export const USERS_MESSAGES = {
  updated: 'User updated successfully!',
  passwordChanged: 'Password changed successfully!',
  deleted: 'User deleted successfully!',
  verified: 'User marked as verified',
  unverified: 'User marked as unverified',
  unlocked: 'Account unlocked',
  cannotDemoteSelf: 'You cannot remove your own administrator role.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastAdminDemote: 'The last administrator cannot be given another role.',
  lastAdminDelete: 'The last administrator cannot be deleted.',
} as const;

export type UsersQuery = {
  page: number;
  limit: number;
  search?: string;
  role?: UserRole;
  is_verified?: boolean;
  locked?: boolean;
};

export type UserChanges = {
  name: string;
  email: string;
  phone?: string;
  role: UserRole;
  profile_picture?: string;
  remove_profile_picture?: boolean;
};

export type UsersServiceDeps = {
  em: EntityManager;
  files: FileRemover;
  hashCost: number;
  lockout: LoginLockout;
  clock?: () => Date;
};

/** What administrators do to other accounts. Guards keep at least one admin in place. */
export class UsersService {
  readonly #deps: UsersServiceDeps;
  readonly #now: () => Date;

  constructor(deps: UsersServiceDeps) {
    this.#deps = deps;
    this.#now = deps.clock ?? (() => new Date());
  }

  /** One page of the accounts matching the filters, newest first, and how many match in all. */
  async list(query: UsersQuery) {
    const where: Record<string, unknown> = {};
    if (query.search) {
      const pattern = `%${escapeLike(query.search)}%`;
      where.$or = [{ name: { $ilike: pattern } }, { email: { $ilike: pattern } }];
    }
    if (query.role) where.role = query.role;
    if (query.is_verified !== undefined) where.is_verified = query.is_verified;
    if (query.locked === true) where.account_locked_until = { $gt: this.#now() };
    if (query.locked === false) {
      where.$and = [
        { $or: [{ account_locked_until: null }, { account_locked_until: { $lte: this.#now() } }] },
      ];
    }
    const [users, total] = await this.#deps.em.findAndCount(User, where, {
      orderBy: { created_at: 'desc', id: 'asc' },
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return { rows: users.map(presentUser), total };
  }

  /** Edits an account; a role change ends the user's sessions. */
  async update(actorId: string, id: string, changes: UserChanges): Promise<UserView> {
    const { em } = this.#deps;
    const { user, previousPicture } = await em.transactional(async (tx) => {
      const user = await this.#find(tx, id);
      if (user.role === 'admin' && changes.role !== 'admin') {
        if (user.id === actorId) throw new ConflictError(USERS_MESSAGES.cannotDemoteSelf, 'self_demotion');
        await this.#ensureAnotherAdmin(tx, USERS_MESSAGES.lastAdminDemote);
      }
      if (changes.email !== user.email && (await tx.count(User, { email: changes.email, id: { $ne: id } }))) {
        throw new ConflictError(AUTH_MESSAGES.emailTaken, 'email_taken');
      }
      const previousPicture = user.profile_picture;
      if (changes.role !== user.role) user.tokenVersion += 1;
      user.name = changes.name;
      user.email = changes.email;
      if (changes.phone !== undefined) user.phone = changes.phone === '' ? null : changes.phone;
      user.role = changes.role;
      if (changes.profile_picture) user.profile_picture = changes.profile_picture;
      else if (changes.remove_profile_picture) user.profile_picture = null;
      return { user, previousPicture };
    });
    if (previousPicture && previousPicture !== user.profile_picture)
      await this.#deps.files.remove(previousPicture);
    return presentUser(user);
  }

  /** Sets a new password and ends every session issued before. */
  async setPassword(id: string, password: string): Promise<void> {
    const { em } = this.#deps;
    const user = await this.#find(em, id);
    user.passwordHash = await hashPassword(password, this.#deps.hashCost);
    user.tokenVersion += 1;
    await em.flush();
  }

  async setVerification(id: string, is_verified: boolean): Promise<UserView> {
    const user = await this.#find(this.#deps.em, id);
    user.is_verified = is_verified;
    await this.#deps.em.flush();
    return presentUser(user);
  }

  /** Lifts every client's sign-in lock on the account (the locks live in Redis: 503 without it). */
  async unlock(id: string): Promise<UserView> {
    return presentUser(await this.#unlock(await this.#find(this.#deps.em, id)));
  }

  /** The same by email (`npm run admin:unlock`); undefined when no account has it. */
  async unlockByEmail(email: string): Promise<UserView | undefined> {
    const user = await this.#deps.em.findOne(User, { email: email.trim().toLowerCase() });
    return user ? presentUser(await this.#unlock(user)) : undefined;
  }

  async #unlock(user: User): Promise<User> {
    await this.#deps.lockout.clearAll(user.email);
    user.account_locked_until = null;
    user.failedLoginCount = 0;
    await this.#deps.em.flush();
    return user;
  }

  /** Deletes an account and its picture; never oneself, never the last admin. */
  async delete(actorId: string, id: string): Promise<void> {
    if (id === actorId) throw new ConflictError(USERS_MESSAGES.cannotDeleteSelf, 'self_deletion');
    const picture = await this.#deps.em.transactional(async (tx) => {
      const user = await this.#find(tx, id);
      if (user.role === 'admin') await this.#ensureAnotherAdmin(tx, USERS_MESSAGES.lastAdminDelete);
      tx.remove(user);
      return user.profile_picture;
    });
    await this.#deps.files.remove(picture);
  }

  async #find(em: EntityManager, id: string): Promise<User> {
    const user = await em.findOne(User, { id });
    if (!user) throw new NotFoundError(AUTH_MESSAGES.userNotFound);
    return user;
  }

  /** Locks every admin row, so two concurrent demotions cannot remove the last two admins. */
  async #ensureAnotherAdmin(tx: EntityManager, message: string): Promise<void> {
    const admins = await tx.execute<{ id: string }[]>(
      `select id from app_user where role = 'admin' for update`,
    );
    if (admins.length <= 1) throw new ConflictError(message, 'last_admin');
  }
}
