import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Container } from '../../components/container';
import { SearchForm } from '../shared/search-form';

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
        <SearchForm
          value={text}
          onChange={setText}
          onSubmit={handleSubmit}
          onKeyDown={handleKeyDown}
          inputRef={inputRef}
          className="items-center"
        />
      </Container>
    </div>
  );
}
