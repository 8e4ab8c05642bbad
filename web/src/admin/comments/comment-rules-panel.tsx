import { X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { type ModerationMode, useCommentQueueMutations, useCommentRules } from '../../api/comments-admin';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Checkbox } from '../../components/checkbox';
import { Input } from '../../components/input';
import { Select } from '../../components/select';
import { Textarea } from '../../components/textarea';
import { errorText } from '../../lib/api-client';
import type { Notice } from '../shared/content-form';

const MODES: { value: ModerationMode; label: string }[] = [
  { value: 'off', label: 'Off: publish at once (links and blocked words are still held)' },
  { value: 'first', label: 'Hold the first comment of a new visitor' },
  { value: 'all', label: 'Hold every comment' },
];

/** The owner's comment rules: the moderation setting, blocked words, the daily digest, blocks. */
export function CommentRulesPanel({ onNotice }: { onNotice: (notice: Notice) => void }) {
  const rules = useCommentRules();
  const { saveRules, block, unblock } = useCommentQueueMutations();
  const [mode, setMode] = useState<ModerationMode>('off');
  const [words, setWords] = useState('');
  const [digest, setDigest] = useState(true);
  const [email, setEmail] = useState('');
  const settings = rules.data?.settings;

  useEffect(() => {
    if (!settings) return;
    setMode(settings.moderation);
    setWords(settings.blocked_words.join('\n'));
    setDigest(settings.daily_digest);
  }, [settings]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const blocked_words = words
      .split(/\n/)
      .map((word) => word.trim())
      .filter(Boolean);
    try {
      await saveRules.mutateAsync({ moderation: mode, blocked_words, daily_digest: digest });
      onNotice({ tone: 'success', text: 'Comment settings saved' });
    } catch (error) {
      onNotice({ tone: 'error', text: errorText(error, 'Failed to save comment settings') });
    }
  }

  async function blockEmail(event: FormEvent) {
    event.preventDefault();
    try {
      await block.mutateAsync({ email: email.trim() });
      setEmail('');
      onNotice({ tone: 'success', text: 'Blocked: their next comments go to Spam' });
    } catch (error) {
      onNotice({ tone: 'error', text: errorText(error, 'Failed to block') });
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-5">
        <h3 className="font-semibold text-lg text-zinc-950 dark:text-white">Rules</h3>
        <form
          className="mt-4 space-y-4"
          onSubmit={save}
          aria-label="Rules"
          aria-busy={rules.isPending || undefined}
        >
          <Select
            label="Moderation"
            value={mode}
            onChange={(e) => setMode(e.target.value as ModerationMode)}
            options={MODES}
          />
          <Textarea
            label="Blocked words"
            hint="One word or phrase a line. A comment holding one waits for you, whatever the setting."
            value={words}
            onChange={(e) => setWords(e.target.value)}
            rows={5}
          />
          <Checkbox
            checked={digest}
            onChange={(e) => setDigest(e.target.checked)}
            label="Email me a daily digest of held comments"
            className="min-h-11 items-center"
          />
          <Button type="submit" loading={saveRules.isPending} disabled={rules.isPending}>
            Save rules
          </Button>
        </form>
      </Card>
      <Card className="p-5">
        <h3 className="font-semibold text-lg text-zinc-950 dark:text-white">Blocked</h3>
        <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
          Comments from a blocked visitor or email go straight to Spam. Block a visitor from a comment above.
        </p>
        <form className="mt-4 flex flex-wrap items-end gap-2" onSubmit={blockEmail}>
          <Input
            label="Block an email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            containerClassName="min-w-0 flex-1"
          />
          <Button type="submit" variant="outline" disabled={!email.trim()} loading={block.isPending}>
            Block
          </Button>
        </form>
        <ul className="mt-4 divide-y divide-zinc-200 dark:divide-white/10">
          {(rules.data?.blocks ?? []).map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="min-w-0 truncate text-zinc-800 dark:text-zinc-200">
                {entry.label} <span className="text-zinc-600 dark:text-zinc-400">({entry.kind})</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Unblock ${entry.label}`}
                onClick={async () => {
                  try {
                    await unblock.mutateAsync(entry.id);
                    onNotice({ tone: 'success', text: 'Unblocked' });
                  } catch (error) {
                    onNotice({ tone: 'error', text: errorText(error, 'Failed to unblock') });
                  }
                }}
              >
                <X aria-hidden="true" className="size-4" />
                Unblock
              </Button>
            </li>
          ))}
          {rules.data && rules.data.blocks.length === 0 && (
            <li className="py-2 text-sm text-zinc-600 dark:text-zinc-400">Nobody is blocked.</li>
          )}
        </ul>
      </Card>
    </div>
  );
}
