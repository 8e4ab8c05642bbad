import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { NewsletterTokens } from '../../modules/newsletter/index.ts';
import { type AdminApi, setUpAdminApi } from './admin-api.ts';
import type { Overrides, TestApi, WorldScope } from './harness.ts';
import type { CaughtMail } from './smtp.ts';

/** The admin API for the caller's newsletter tests. */
export function setUpNewsletterAdmin(
  overrides: Overrides = {},
  scope: WorldScope = {},
): Omit<AdminApi, 'stop'> {
  return setUpAdminApi(overrides, scope);
}

/** A fresh address; mixed case, since addresses are matched case-insensitively. */
export const newAddress = (label = 'reader') => `${label}-${randomUUID().slice(0, 8)}@Example.com`;

export const subscribe = (api: TestApi, email: string, name?: string, headers: Record<string, string> = {}) =>
  api.request('/api/subscriptions/subscribe', { method: 'POST', json: { email, name }, headers });

/** The token of the `/verify-subscription/:token` link in a verification email (text and HTML agree). */
export function verificationTokenOf(mail: CaughtMail): string {
  const token = /\/verify-subscription\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(token, 'verification link in the text part').toBeTruthy();
  expect(mail.html).toContain(`/verify-subscription/${token}`);
  return token ?? '';
}

/** The token of the https List-Unsubscribe link. */
export function unsubscribeTokenOf(mail: CaughtMail): string {
  const token = /\/unsubscribe\/([A-Za-z0-9_-]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  expect(token, 'https link in List-Unsubscribe').toBeTruthy();
  return token ?? '';
}

export type SubscriberRow = {
  id: string;
  email: string;
  name: string | null;
  is_active: boolean;
  is_verified: boolean;
};

export async function subscriberRow(api: TestApi, email: string): Promise<SubscriberRow | undefined> {
  const [row] = await api.orm.em
    .fork()
    .execute<SubscriberRow[]>(
      'select id, email, name, is_active, is_verified from newsletter_subscriber where email = ?',
      [email.toLowerCase()],
    );
  return row;
}

/** Moves a verification link's expiry into the past, as 48 hours passing would. */
export async function expireToken(api: TestApi, token: string): Promise<void> {
  const updated = await api.orm.em
    .fork()
    .execute(
      `update newsletter_verification_token set expires_at = now() - interval '1 minute' where token_hash = ?`,
      [NewsletterTokens.hash(token)],
      'run',
    );
  expect(updated).toMatchObject({ affectedRows: 1 });
}

type SeedSubscriber = {
  email: string;
  name?: string | null;
  active?: boolean;
  verified?: boolean;
  at?: Date;
};

/** Inserts subscribers straight into the table (admin tests need states, not emails). */
export async function seedSubscribers(api: TestApi, rows: SeedSubscriber[]): Promise<string[]> {
  const em = api.orm.em.fork();
  const ids: string[] = [];
  for (const row of rows) {
    const id = randomUUID();
    ids.push(id);
    await em.execute(
      `insert into newsletter_subscriber (id, email, name, is_active, is_verified, subscription_date,
         unsubscribe_token_hash, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, now(), now())`,
      [
        id,
        row.email.toLowerCase(),
        row.name ?? null,
        row.active ?? true,
        row.verified ?? false,
        row.at ?? new Date(),
        NewsletterTokens.hash(id),
      ],
    );
  }
  return ids;
}

/**
 * Active, verified subscribers whose unsubscribe links work (the hash of the real token), as
 * sending a post needs. Returns their addresses, lower-cased.
 */
export async function seedReaders(api: TestApi, count: number, label = 'reader'): Promise<string[]> {
  const em = api.orm.em.fork();
  const emails: string[] = [];
  for (let index = 0; index < count; index++) {
    const id = randomUUID();
    const email = newAddress(`${label}${index}`).toLowerCase();
    emails.push(email);
    await em.execute(
      `insert into newsletter_subscriber (id, email, name, is_active, is_verified, subscription_date,
         verified_at, unsubscribe_token_hash, created_at, updated_at)
       values (?, ?, null, true, true, now(), now(), ?, now(), now())`,
      [id, email, NewsletterTokens.hash(api.modules.newsletter.tokens.unsubscribe(id))],
    );
  }
  return emails;
}
