import { Button } from '../../components/button';
import { cn } from '../../lib/cn';

type SaveBarProps = {
  /** Whether the form differs from what is saved: only then can it be saved or discarded. */
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  /** The submit button's text while idle ('Save settings'). */
  submitLabel: string;
  className?: string;
};

/** The end of a page's form: 'Discard changes' and the submit, which reads 'Saving…' while it saves. */
export function SaveBar({ dirty, saving, onDiscard, submitLabel, className }: SaveBarProps) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="ghost" onClick={onDiscard} disabled={!dirty || saving}>
        Discard changes
      </Button>
      <Button type="submit" loading={saving} disabled={!dirty}>
        {saving ? 'Saving…' : submitLabel}
      </Button>
    </div>
  );
}
