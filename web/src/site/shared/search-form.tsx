import { Search } from 'lucide-react';
import type { FormEvent, KeyboardEvent, Ref } from 'react';
import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { cn } from '../../lib/cn';

type SearchFormProps = {
  value: string;
  onChange: (text: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
};

/** The site's search box and button (the header's panel and the /search page). */
export function SearchForm({ value, onChange, onSubmit, onKeyDown, inputRef, className }: SearchFormProps) {
  return (
    // Without JavaScript the form still searches: a plain GET to /search?q=…
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the widely supported search landmark
    <form
      role="search"
      action="/search"
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      className={cn('flex gap-2', className)}
    >
      <Input
        label="Search the site"
        hideLabel
        type="search"
        name="q"
        ref={inputRef}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search posts, products, projects…"
        icon={<Search />}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        containerClassName="flex-1"
      />
      <Button type="submit" submitsWithoutApp className="shrink-0">
        Search
      </Button>
    </form>
  );
}
