import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from '../../components/button';
import { Input, type InputProps } from '../../components/input';

/**
 * The text typed in a list's search box, handed to `send` `delay` ms after the last keystroke
 * rather than on each one; `current` is the search the list shows now.
 */
export function useDebouncedSearch(current: string, delay: number, send: (search: string) => void) {
  const [search, setSearch] = useState(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the wait
  useEffect(() => {
    if (search === current) return;
    const timer = setTimeout(() => send(search), delay);
    return () => clearTimeout(timer);
  }, [search]);
  return [search, setSearch] as const;
}

/** A yes/no filter's options: `any` for no filter (''), then 'true' as `yes` and 'false' as `no`. */
export function yesNoOptions(any: string, yes: string, no: string) {
  return [
    { value: '', label: any },
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];
}

/** A list's search field: the magnifier inside, every keystroke handed to `onSearch`. */
export function SearchBox({
  onSearch,
  ...props
}: Omit<InputProps, 'icon' | 'onChange'> & { onSearch: (text: string) => void }) {
  return (
    <Input
      {...props}
      icon={<Search aria-hidden="true" />}
      onChange={(event) => onSearch(event.target.value)}
    />
  );
}

/** The 'Clear' button at the end of a filters bar. */
export function ClearFiltersButton(props: Omit<ButtonProps, 'children' | 'variant'>) {
  return (
    <Button variant="ghost" {...props}>
      <X aria-hidden="true" className="size-4" />
      Clear
    </Button>
  );
}
