import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Container, Section, SectionHeading } from '../../components/container';
import { AutoCarousel, type AutoCarouselProps } from '../shared/auto-carousel';
import { CAROUSEL_SPEEDS, type CarouselSection, SLIDES_PER_VIEW } from '../shared/carousel-config';
import { SectionError } from '../shared/section-state';

type HomeSectionProps = {
  /** The anchor the header links to; the heading is `<id>-title` and names the section. */
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  children: ReactNode;
};

/** A home-page section: its anchor, the eyebrow, title and lede, then its body. */
export function HomeSection({ id, eyebrow, title, description, children }: HomeSectionProps) {
  return (
    <Section
      id={id}
      aria-labelledby={`${id}-title`}
      className="render-near-screen overflow-x-clip py-10 sm:py-24"
    >
      <Container>
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} description={description} />
        {children}
      </Container>
    </Section>
  );
}

type SectionQueryProps<T> = {
  query: UseQueryResult<T>;
  /** The spec's title and message when the read fails and nothing is cached. */
  failure: { title: string; message: (error: Error) => string };
  loading: ReactNode;
  /** What the data shows; cached data stays on screen even when a background refresh fails. */
  children: (data: T) => ReactNode;
};

/** A section's body from its read: the data once there, else the failure with a retry, else loading. */
export function SectionQuery<T>({ query, failure, loading, children }: SectionQueryProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <SectionError
        title={failure.title}
        message={failure.message(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return loading;
}

type HomeCarouselProps<T> = Pick<AutoCarouselProps<T>, 'items' | 'renderItem' | 'label' | 'className'> & {
  /** Whose pace and slides per view the carousel takes (spec section 9). */
  section: CarouselSection;
};

/** A home section's carousel of its items, keyed by id, at that section's pace and width. */
export function HomeCarousel<T extends { id: string }>({ section, ...props }: HomeCarouselProps<T>) {
  return (
    <AutoCarousel<T>
      getKey={(item) => item.id}
      speed={CAROUSEL_SPEEDS[section]}
      slidesPerView={SLIDES_PER_VIEW[section]}
      {...props}
    />
  );
}
