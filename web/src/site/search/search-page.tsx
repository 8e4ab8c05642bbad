import { Search, SearchX } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { shownResults, useSiteSearch } from '../../api/search';
import { Container } from '../../components/container';
import { Skeleton } from '../../components/spinner';
import { SearchForm } from '../shared/search-form';
import { SectionEmpty } from '../shared/section-state';
import { hasCardPicture, SearchResultCard } from './search-result-card';

/** Typing settles this long before the address (and so the search) follows. */
export const SEARCH_DEBOUNCE_MS = 300;

function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Searching..." className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {['a', 'b', 'c'].map((key) => (
        <div
          key={key}
          className="space-y-3 rounded-3xl border border-zinc-200/80 bg-white p-5 dark:border-white/10 dark:bg-zinc-900"
        >
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/** `/search?q=`: a box that keeps the address in step, and one grid mixing every kind of result. */
export function SearchPageContent() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);

  // A new term from elsewhere (the header's box, back/forward) replaces what is in the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of q should reset the box
  useEffect(() => {
    if (text.trim() !== q) setText(q);
  }, [q]);

  // Typing updates the address once the visitor pauses; each keystroke does not add a history entry.
  useEffect(() => {
    const term = text.trim();
    if (term === q) return;
    const timer = window.setTimeout(
      () => setParams(term ? { q: term } : {}, { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, q, setParams]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = text.trim();
    if (term !== q) setParams(term ? { q: term } : {});
  }

  const search = useSiteSearch(q);
  const { isPlaceholderData } = search;
  const data = shownResults(search);

  function results() {
    if (!q) {
      return (
        <SectionEmpty title="Enter a search term to get started" icon={<Search aria-hidden="true" />}>
          Search posts, products, projects, skills and promotions.
        </SectionEmpty>
      );
    }
    if (!data) return <ResultsSkeleton />;
    if (data.hits.length === 0) {
      return (
        <SectionEmpty title={`No results found for "${q}"`} icon={<SearchX aria-hidden="true" />}>
          Try different keywords or check your spelling
        </SectionEmpty>
      );
    }
    // The first result with a picture on top: the largest picture above the fold.
    const firstPictured = data.hits.findIndex(hasCardPicture);
    return (
      <>
        <p role="status" className="mt-8 text-sm text-zinc-600 dark:text-zinc-400">
          {data.total} {data.total === 1 ? 'result' : 'results'} for{' '}
          <span className="font-semibold text-zinc-900 dark:text-zinc-100">"{q}"</span>
        </p>
        <ul
          aria-busy={isPlaceholderData || undefined}
          className={`mt-4 grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {data.hits.map((hit, index) => (
            <li key={`${hit.type}:${hit.id}`}>
              <SearchResultCard hit={hit} priority={index === firstPictured} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Container className="py-12 sm:py-16">
      <h1 className="font-semibold text-3xl text-zinc-950 tracking-tight sm:text-4xl dark:text-white">
        Search
      </h1>
      <SearchForm
        value={text}
        onChange={setText}
        onSubmit={handleSubmit}
        className="mt-6 max-w-2xl items-end"
      />
      {results()}
    </Container>
  );
}
