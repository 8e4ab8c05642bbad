import type { CommentStatus } from '../blog.schemas.ts';
import type { ModerationMode } from '../comment-moderation.schemas.ts';
import type { FormCheck } from './form-token.ts';

/** What the rules make of a new comment: stored with a status (and why it is held), or dropped. */
export type Verdict = { drop: true } | { drop: false; status: CommentStatus; reason: string | null };

export type RuleInput = {
  content: string;
  name: string;
  /** The honeypot field, filled only by bots. */
  website: string | undefined;
  form: FormCheck;
  mode: ModerationMode;
  blockedWords: readonly string[];
  /** The visitor or the email is on the owner's block list. */
  blocked: boolean;
  /** The visitor (address and browser, or identifier) already has an approved comment. */
  knownVisitor: boolean;
};

/** Two links or more hold a comment, whatever the setting. */
export const LINKS_HELD_AT = 2;

const LINK = /(?:https?:\/\/|www\.|\[url[=\]]|<a\s)/gi;

/** Links in a text: web addresses, `www.` names, BBCode and HTML anchors. */
export function countLinks(text: string): number {
  return text.match(LINK)?.length ?? 0;
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase();

/** The first blocked word or phrase found as a whole word (any case, any Unicode form), or null. */
export function blockedWordIn(text: string, words: readonly string[]): string | null {
  const haystack = fold(text);
  for (const word of words) {
    const needle = fold(word.trim());
    if (!needle) continue;
    let at = haystack.indexOf(needle);
    while (at !== -1) {
      const before = haystack.slice(0, at).match(/[\p{L}\p{N}]$/u);
      const after = haystack.slice(at + needle.length).match(/^[\p{L}\p{N}]/u);
      if (!before && !after) return word;
      at = haystack.indexOf(needle, at + 1);
    }
  }
  return null;
}

/**
 * The owner's rules, in order: a bot (honeypot filled, a forged form token, a form sent faster
 * than a person writes) is dropped with an answer that looks like success; a blocked visitor or
 * email goes to Spam; two links or a blocked word hold it whatever the setting; then the
 * setting (hold all, hold a new visitor's first); a comment sent without the site's form
 * (no token: a script, an old page) waits for the owner too.
 */
export function judge(input: RuleInput): Verdict {
  if (input.website) return { drop: true };
  if (input.form === 'forged' || input.form === 'too_fast') return { drop: true };
  if (input.blocked) return { drop: false, status: 'spam', reason: 'blocked' };
  const text = `${input.name}\n${input.content}`;
  if (countLinks(text) >= LINKS_HELD_AT) return held('links');
  if (blockedWordIn(text, input.blockedWords)) return held('blocked_word');
  if (input.mode === 'all') return held('all');
  if (input.form === 'missing') return held('no_form_token');
  if (input.form === 'stale') return held('stale_form');
  if (input.mode === 'first' && !input.knownVisitor) return held('first_comment');
  return { drop: false, status: 'approved', reason: null };
}

const held = (reason: string): Verdict => ({ drop: false, status: 'pending', reason });
