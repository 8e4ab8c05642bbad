import type { EntityManager } from '../../platform/db/index.ts';
import type { ModerationMode } from '../comment-moderation.schemas.ts';
import { CommentSettings } from '../entities/index.ts';

export type CommentRules = { moderation: ModerationMode; blockedWords: string[]; dailyDigest: boolean };

/** Until the owner saves rules: nothing held but what every setting holds, a daily digest. */
export const DEFAULT_RULES: CommentRules = { moderation: 'off', blockedWords: [], dailyDigest: true };

/** The owner's comment rules (the one row, id 1), or the defaults before the first save. */
export async function commentSettings(em: EntityManager): Promise<CommentRules> {
  const row = await em.findOne(CommentSettings, { id: 1 });
  if (!row) return { ...DEFAULT_RULES };
  return { moderation: row.moderation, blockedWords: row.blockedWords, dailyDigest: row.dailyDigest };
}
