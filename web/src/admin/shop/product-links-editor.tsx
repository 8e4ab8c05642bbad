import { Plus } from 'lucide-react';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { RemoveRowButton } from '../shared/remove-row-button';

type Link = { title: string; link: string };
type ProductLinksEditorProps = { links: Link[]; onChange: (links: Link[]) => void; disabled?: boolean };

/** 'Available at Other Stores': rows of store name and address, added and removed one by one. */
export function ProductLinksEditor({ links, onChange, disabled }: ProductLinksEditorProps) {
  const update = (index: number, patch: Partial<Link>) =>
    onChange(links.map((entry, at) => (at === index ? { ...entry, ...patch } : entry)));
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-sm text-zinc-800 dark:text-zinc-200">Other stores</legend>
      {links.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and have no id
        <div key={index} className="flex items-end gap-2">
          <Input
            label={`Store ${index + 1} name`}
            value={entry.title}
            placeholder="Gumroad"
            onChange={(event) => update(index, { title: event.target.value })}
            containerClassName="flex-1"
            disabled={disabled}
          />
          <Input
            label={`Store ${index + 1} link`}
            type="url"
            value={entry.link}
            placeholder="https://"
            onChange={(event) => update(index, { link: event.target.value })}
            containerClassName="flex-[2]"
            disabled={disabled}
          />
          {/* Admin spec: 'Remove' shows only when more than one row exists. */}
          {links.length > 1 && (
            <RemoveRowButton
              label={`Remove store ${index + 1}`}
              items={links}
              index={index}
              onChange={onChange}
              disabled={disabled}
              className="mb-1"
            />
          )}
        </div>
      ))}
      <Button
        type="button"
        size="sm"
        variant="outline"
        onClick={() => onChange([...links, { title: '', link: '' }])}
        disabled={disabled}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add store link
      </Button>
    </fieldset>
  );
}
