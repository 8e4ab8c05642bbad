import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../platform/db/index.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
} from '../../platform/errors/index.ts';
import type { AuthenticatedUser } from '../../platform/http/index.ts';
import { MESSAGES, type UserView } from '../admin.schemas.ts';
import { User } from '../entities/index.ts';
import { presentUser } from '../users/user.presenter.ts';
import { type LoginLockout, SignInLockedError } from './login-lockout.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import type { SessionRevocations } from './session-revocations.ts';
import type { TokenService } from './tokens.ts';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  userNotFound: 'User not found',
  registered: 'Admin account created',
  profileUpdated: 'Profile updated successfully!',
  notAnAdmin: 'This account does not have access to the admin area.',
} as const;

export type FileRemover = { remove(publicPath: string | null | undefined): Promise<void> };

export type AuthServiceDeps = {
  em: EntityManager;
  tokens: TokenService;
  revocations: SessionRevocations;
  lockout: LoginLockout;
  files: FileRemover;
  registration: 'first-account' | 'open';
  hashCost: number;
  clock?: () => Date;
};

export type Session = { token: string; user: UserView };
export type RegisterInput = { name: string; email: string; password: string; profile_picture?: string };
export type ProfileChanges = { name?: string; email?: string; phone?: string; profile_picture?: string };

export type NewAccount = RegisterInput & { role: User['role']; is_verified: boolean };

/** Inserts an account; a taken email is a 409. */
export async function insertAccount(em: EntityManager, input: NewAccount, hashCost: number): Promise<User> {
  if (await em.count(User, { email: input.email })) throw new ConflictError(AUTH_MESSAGES.emailTaken);
  const user = em.create(User, {
    id: randomUUID(),
    name: input.name,
    email: input.email,
    phone: null,
    role: input.role,
    passwordHash: await hashPassword(input.password, hashCost),
    is_verified: input.is_verified,
    profile_picture: input.profile_picture ?? null,
  });
  await em.flush();
  return user;
}

/** Sign-up, sign-in, token resolution and the signed-in user's own profile. */
export class AuthService {
  readonly #deps: AuthServiceDeps;
  readonly #now: () => Date;
  #dummyHash: Promise<string> | undefined;

  constructor(deps: AuthServiceDeps) {
    this.#deps = deps;
    this.#now = deps.clock ?? (() => new Date());
  }

  /**
   * Creates an admin account. Only the very first account may self-register unless the
   * site is configured with open registration; an advisory lock makes "first" race-free.
   */
  async register(input: RegisterInput): Promise<Session> {
    const { em } = this.#deps;
    const user = await em.transactional(async (tx) => {
      await tx.execute(`select pg_advisory_xact_lock(hashtext('admin.register'))`);
      const existing = await tx.count(User, {});
      if (existing > 0 && this.#deps.registration !== 'open') {
        throw new ForbiddenError(MESSAGES.registrationClosed);
      }
      return this.createAccount(tx, { ...input, role: 'admin', is_verified: existing === 0 });
    });
    return this.#session(user);
  }

  /**
   * Whether self-registration would be accepted now: always with the open policy, otherwise
   * only while no account exists. `register` checks again under its lock, so this is advice
   * for the sign-in page and an early refusal, never the last word.
   */
  async registrationOpen(): Promise<boolean> {
    if (this.#deps.registration === 'open') return true;
    return (await this.#deps.em.count(User, {})) === 0;
  }

  /** Refuses a registration the policy would refuse, before any of its upload is read. */
  async assertRegistrationOpen(): Promise<void> {
    if (!(await this.registrationOpen())) throw new ForbiddenError(MESSAGES.registrationClosed);
  }

  /** Inserts an account (registration, `npm run admin:create`, test factories). */
  createAccount(em: EntityManager, input: NewAccount): Promise<User> {
    return insertAccount(em, input, this.#deps.hashCost);
  }

  /**
   * Checks the password from one client (its address). Five wrong answers in a row from that
   * client lock it out of that email for 15 minutes (see LoginLockout); other clients are not
   * affected. An unknown email costs the same scrypt work and gets the very same answers, lock
   * included. Only an administrator gets a session; the right password on another account is a 403.
   */
  async login(email: string, password: string, client: string): Promise<Session> {
    const { em, lockout } = this.#deps;
    // Counted before the check, so concurrent guesses cannot all be checked before the lock.
    const attempt = await lockout.attempt(email, client);
    if (attempt.locked) throw new SignInLockedError(attempt.msRemaining);
    const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
    // A dummy hash for unknown emails, so timing does not reveal which emails exist.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await this.#dummy()));
    if (!user || !valid) {
      const after = await lockout.recordFailure(email, client, attempt.number);
      if (!after.locked) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
      await this.#showLocked(email, new Date(this.#now().getTime() + after.msRemaining));
      throw new SignInLockedError(after.msRemaining);
    }
    await lockout.clear(email, client);
    // Only administrators sign in (to the admin area); others are told so, with no session.
    if (user.role !== 'admin') throw new ForbiddenError(AUTH_MESSAGES.notAnAdmin);
    user.last_login = this.#now();
    if (needsRehash(user.passwordHash, this.#deps.hashCost)) {
      user.passwordHash = await hashPassword(password, this.#deps.hashCost);
    }
    await em.flush();
    return this.#session(user);
  }

  /**
   * Shows on the Users screen that sign-in to this account is refused from at least one client
   * until `until`, where Unlock lifts it. Informational: the lock itself is per client in Redis.
   * One statement whether or not the email has an account, so both cost the same.
   */
  async #showLocked(email: string, until: Date): Promise<void> {
    await this.#deps.em.execute(
      `update app_user set account_locked_until = greatest(coalesce(account_locked_until, ?), ?) where email = ?`,
      [until, until, email],
    );
  }

  /**
   * The caller behind a bearer token: undefined without one, a 401 when it is not (or no
   * longer) valid or was signed out (the deny-list is in Postgres, so this holds without Redis).
   */
  async resolve(token: string | undefined): Promise<AuthenticatedUser | undefined> {
    if (!token) return undefined;
    const claims = this.#deps.tokens.verify(token);
    if (!claims) throw new UnauthorizedError('Invalid or expired token');
    if (await this.#deps.revocations.isRevoked(claims.tokenId)) {
      throw new UnauthorizedError('You have signed out. Please sign in again.');
    }
    const user = await this.#deps.em.findOne(User, { id: claims.userId });
    if (!user || user.tokenVersion !== claims.tokenVersion) {
      throw new UnauthorizedError('Your session has ended. Please sign in again.');
    }
    return { id: user.id, role: user.role };
  }

  /**
   * Ends the session of this token (sign-out): its id is refused until it would have expired.
   * A token that is already invalid needs nothing; other sessions of the account carry on.
   */
  async logout(token: string | undefined): Promise<void> {
    const claims = token ? this.#deps.tokens.verify(token) : undefined;
    if (claims) await this.#deps.revocations.revoke(claims.tokenId, claims.expiresAt);
  }

  async profile(userId: string): Promise<UserView> {
    return presentUser(await this.#find(userId));
  }

  /** Applies only the fields that were sent; a replaced picture is deleted from disk. */
  async updateProfile(userId: string, changes: ProfileChanges): Promise<UserView> {
    const { em } = this.#deps;
    const user = await this.#find(userId);
    if (changes.email !== undefined && changes.email !== user.email) {
      if (await em.count(User, { email: changes.email, id: { $ne: user.id } })) {
        throw new ConflictError(AUTH_MESSAGES.emailTaken);
      }
      user.email = changes.email;
    }
    if (changes.name !== undefined) user.name = changes.name;
    if (changes.phone !== undefined) user.phone = changes.phone === '' ? null : changes.phone;
    const previousPicture = user.profile_picture;
    if (changes.profile_picture) user.profile_picture = changes.profile_picture;
    await em.flush();
    if (changes.profile_picture && previousPicture) await this.#deps.files.remove(previousPicture);
    return presentUser(user);
  }

  async #find(userId: string): Promise<User> {
    const user = await this.#deps.em.findOne(User, { id: userId });
    if (!user) throw new NotFoundError(AUTH_MESSAGES.userNotFound);
    return user;
  }

  #session(user: User): Session {
    const token = this.#deps.tokens.sign({
      userId: user.id,
      role: user.role,
      tokenVersion: user.tokenVersion,
    });
    return { token, user: presentUser(user) };
  }

  #dummy(): Promise<string> {
    this.#dummyHash ??= hashPassword(randomUUID(), this.#deps.hashCost);
    return this.#dummyHash;
  }
}
