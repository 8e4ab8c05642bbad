import { FolderSearch } from 'lucide-react';
import { type ProjectView, useProjectCategories, useProjects } from '../../api/content';
import { categoryTabs } from '../shared/category-tabs';
import { CardGridSkeleton, SectionEmpty, SectionLoading } from '../shared/section-state';
import { CategoryCarousel } from './category-carousel';
import { HomeSection, SectionQuery } from './home-section';
import { ProjectCard } from './project-card';

/** The tabs: 'All', then the server's categories, or (when that call fails) those the projects use. */
export function projectTabs(
  categories: readonly string[] | undefined,
  projects: readonly ProjectView[],
): string[] {
  return categoryTabs(categories ?? projects.map((project) => project.category));
}

/** Projects: category tabs over a carousel of cards; a new category starts the carousel over. */
export function ProjectsSection() {
  const projects = useProjects();
  const { data: categories } = useProjectCategories();
  return (
    <HomeSection
      id="projects"
      eyebrow="Projects"
      title="Things I have built"
      description="Products, tools and experiments: what they do, what they are made of, and where to see them run."
    >
      <SectionQuery
        query={projects}
        failure={{
          title: 'Failed to load projects',
          message: (error) => `${error.message} - Please check if the server is running on the network.`,
        }}
        loading={
          <SectionLoading label="Loading projects...">
            <CardGridSkeleton threeFrom="xl" lines={['h-5 w-2/3', 'h-4 w-full', 'h-4 w-5/6']} />
          </SectionLoading>
        }
      >
        {(loaded) => (
          <CategoryCarousel<ProjectView>
            tabsLabel="Filter projects by category"
            tabs={projectTabs(categories, loaded)}
            items={loaded}
            empty={() => (
              <SectionEmpty title="No Projects Found" icon={<FolderSearch aria-hidden="true" />}>
                No projects available for the selected category.
              </SectionEmpty>
            )}
            section="projects"
            label="Projects"
            renderItem={(project) => <ProjectCard project={project} />}
          />
        )}
      </SectionQuery>
    </HomeSection>
  );
}
