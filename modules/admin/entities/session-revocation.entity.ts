import { p } from '@mikro-orm/core';
import { table } from '../../platform/db/index.ts';

/**
 * A signed-out token, by its id, refused until `expiresAt` (when the token dies anyway). It
 * lives in Postgres so that losing Redis never lets a signed-out token back in.
 */
export const SessionRevocationSchema = table('SessionRevocation', 'admin_session_revocation', {
  tokenId: p.uuid().primary(),
  expiresAt: p.datetime().index('admin_session_revocation_expires_idx'),
});

export class SessionRevocation extends SessionRevocationSchema.class {}
SessionRevocationSchema.setClass(SessionRevocation);
