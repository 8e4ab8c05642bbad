import { FolderSearch } from 'lucide-react';
import { type ProjectView, useProjectCategories, useProjects } from '../../api/content';
import { Container, Section, SectionHeading } from '../../components/container';
import { AutoCarousel, CAROUSEL_SPEEDS, type SlidesPerView } from '../shared/auto-carousel';
import { CategoryTabs, categoryTabs, useCategoryFilter } from '../shared/category-tabs';
import { CardGridSkeleton, SectionEmpty, SectionError, SectionLoading } from '../shared/section-state';
import { ProjectCard } from './project-card';

const PROJECTS_PER_VIEW: SlidesPerView = { base: 1.05, 640: 1.5, 768: 2, 1024: 2.5, 1280: 3 };

/** The tabs: 'All', then the server's categories, or (when that call fails) those the projects use. */
export function projectTabs(
  categories: readonly string[] | undefined,
  projects: readonly ProjectView[],
): string[] {
  return categoryTabs(categories ?? projects.map((project) => project.category));
}

/** Projects: category tabs over a carousel of cards; a new category starts the carousel over. */
export function ProjectsSection() {
  const { data: projects, isError, error, refetch, isFetching } = useProjects();
  const { data: categories } = useProjectCategories();
  const tabs = projectTabs(categories, projects ?? []);
  const { active, setCategory, shown } = useCategoryFilter(tabs, projects ?? []);

  function body() {
    if (projects) {
      return (
        <>
          <CategoryTabs
            label="Filter projects by category"
            tabs={tabs}
            active={active}
            onChange={setCategory}
          />
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
    return (
      <SectionLoading label="Loading projects...">
        <CardGridSkeleton threeFrom="xl" lines={['h-5 w-2/3', 'h-4 w-full', 'h-4 w-5/6']} />
      </SectionLoading>
    );
  }

  return (
    <Section id="projects" aria-labelledby="projects-title" className="overflow-x-clip py-10 sm:py-24">
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
