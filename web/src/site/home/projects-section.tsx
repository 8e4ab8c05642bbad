import { clsx } from 'clsx';
import { FolderSearch } from 'lucide-react';
import { useState } from 'react';
import { type ProjectView, useProjectCategories, useProjects } from '../../api/content';
import { Container, Section, SectionHeading } from '../../components/container';
import { Skeleton, Spinner } from '../../components/spinner';
import { AutoCarousel, CAROUSEL_SPEEDS, type SlidesPerView } from '../shared/auto-carousel';
import { SectionEmpty, SectionError } from '../shared/section-state';
import { ProjectCard } from './project-card';

export const ALL_CATEGORIES = 'All';

const PROJECTS_PER_VIEW: SlidesPerView = { base: 1.05, 640: 1.5, 768: 2, 1024: 2.5, 1280: 3 };

/** The tabs: 'All', then the server's categories, or (when that call fails) those the projects use. */
export function projectTabs(
  categories: readonly string[] | undefined,
  projects: readonly ProjectView[],
): string[] {
  const names = categories ?? projects.map((project) => project.category);
  return [ALL_CATEGORIES, ...new Set(names.filter((name) => name && name !== ALL_CATEGORIES))];
}

export function filterProjects(projects: readonly ProjectView[], category: string): ProjectView[] {
  return category === ALL_CATEGORIES
    ? [...projects]
    : projects.filter((project) => project.category === category);
}

type CategoryTabsProps = { tabs: readonly string[]; active: string; onChange: (category: string) => void };

function CategoryTabs({ tabs, active, onChange }: CategoryTabsProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of toggle buttons, not a form fieldset
    <div
      role="group"
      aria-label="Filter projects by category"
      className="-mx-5 mt-8 flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          aria-pressed={tab === active}
          onClick={() => onChange(tab)}
          className={clsx(
            'shrink-0 rounded-full px-4 py-2 font-medium text-sm transition-colors',
            tab === active
              ? 'bg-zinc-900 text-white shadow-sm dark:bg-white dark:text-zinc-900'
              : 'border border-zinc-200 bg-white/70 text-zinc-700 hover:border-zinc-300 hover:bg-white dark:border-white/10 dark:bg-white/5 dark:text-zinc-300 dark:hover:bg-white/10',
          )}
        >
          {tab}
        </button>
      ))}
    </div>
  );
}

function ProjectsLoading() {
  return (
    <div className="mt-10">
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
        <Spinner size="sm" label="" />
        Loading projects...
      </p>
      <div className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {['a', 'b', 'c'].map((key, index) => (
          <div
            key={key}
            className={clsx(
              'overflow-hidden rounded-3xl border border-zinc-200/80 bg-white dark:border-white/10 dark:bg-zinc-900',
              index === 1 && 'max-md:hidden',
              index === 2 && 'max-xl:hidden',
            )}
          >
            <Skeleton className="aspect-[16/10] rounded-none" />
            <div className="space-y-3 p-6">
              <Skeleton className="h-5 w-20 rounded-full" />
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Projects: category tabs over a carousel of cards; a new category starts the carousel over. */
export function ProjectsSection() {
  const { data: projects, isError, error, refetch, isFetching } = useProjects();
  const { data: categories } = useProjectCategories();
  const [category, setCategory] = useState(ALL_CATEGORIES);

  function body() {
    if (projects) {
      const tabs = projectTabs(categories, projects);
      const active = tabs.includes(category) ? category : ALL_CATEGORIES;
      const shown = filterProjects(projects, active);
      return (
        <>
          {tabs.length > 1 && <CategoryTabs tabs={tabs} active={active} onChange={setCategory} />}
          {shown.length === 0 ? (
            <SectionEmpty title="No Projects Found" icon={<FolderSearch aria-hidden="true" />}>
              No projects available for the selected category.
            </SectionEmpty>
          ) : (
            <AutoCarousel<ProjectView>
              // A fresh carousel per category starts at its first slide (spec section 2).
              key={active}
              className="mt-8"
              label="Projects"
              items={shown}
              getKey={(project) => project.id}
              renderItem={(project) => <ProjectCard project={project} />}
              speed={CAROUSEL_SPEEDS.projects}
              slidesPerView={PROJECTS_PER_VIEW}
            />
          )}
        </>
      );
    }
    if (isError) {
      return (
        <SectionError
          title="Failed to load projects"
          message={`${error.message} - Please check if the server is running on the network.`}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
    }
    return <ProjectsLoading />;
  }

  return (
    <Section id="projects" aria-labelledby="projects-title" className="overflow-hidden py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="projects-title"
          eyebrow="Projects"
          title="Things I have built"
          description="Products, tools and experiments: what they do, what they are made of, and where to see them run."
        />
        {body()}
      </Container>
    </Section>
  );
}
