import { Search } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/button';
import { Container } from '../../components/container';
import { Input } from '../../components/input';

/** Builds the search address, or null for a blank query (spec: empty trimmed text is ignored). */
export function searchPath(text: string): string | null {
  const query = text.trim();
  return query ? `/search?q=${encodeURIComponent(query)}` : null;
}

type HeaderSearchProps = { id: string; onClose: () => void };

/** The header's search panel: submit goes to /search, then the box is cleared and closed. */
export function HeaderSearch({ id, onClose }: HeaderSearchProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  // The panel opens on request, so the field takes focus straight away.
  useEffect(() => inputRef.current?.focus(), []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = searchPath(text);
    if (!path) return;
    navigate(path);
    setText('');
    onClose();
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') onClose();
  }

  return (
    <div id={id} className="border-zinc-200/70 border-t dark:border-white/10">
      <Container className="py-3">
        {/* biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the widely supported search landmark */}
        <form
          role="search"
          onSubmit={handleSubmit}
          onKeyDown={handleKeyDown}
          className="flex items-center gap-2"
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
            value={text}
            onChange={(event) => setText(event.target.value)}
            containerClassName="flex-1"
          />
          <Button type="submit" className="shrink-0">
            Search
          </Button>
        </form>
      </Container>
    </div>
  );
}
