import {
  type ProjectView,
  useProjectCategoriesQuery,
  useProjectMutations,
  useProjectsQuery,
} from '../../api/content-admin';
import { TabbedCardGrid } from '../shared/card-grid';
import { DeleteQuestion } from '../shared/content-page';
import { EntityScreen } from '../shared/entity-screen';
import { useContentDialogs } from '../shared/use-content-dialogs';
import { ProjectCard } from './project-card';
import { ProjectFormModal } from './project-form-modal';
import { filterProjects, PROJECT_MESSAGES, PROJECT_TABS, projectTabCounts } from './project-rules';

/** /admin/projects: status tabs with counts, the card grid, and the create/edit and delete dialogs. */
export function ProjectsPage() {
  const projects = useProjectsQuery();
  const categories = useProjectCategoriesQuery();
  const dialogs = useContentDialogs<ProjectView>(useProjectMutations(), PROJECT_MESSAGES);

  return (
    <EntityScreen
      title="Projects"
      description="Your portfolio work: drafts, published pieces and the archive."
      addLabel="Add Project"
      dialogs={dialogs}
      form={(project, props) => (
        <ProjectFormModal project={project} categories={categories.data ?? []} {...props} />
      )}
      remove={{
        title: 'Delete project',
        confirmLabel: 'Delete project',
        question: (project) => <DeleteQuestion name={project.title} />,
      }}
    >
      <TabbedCardGrid
        query={projects}
        tabsLabel="Filter projects"
        tabs={PROJECT_TABS}
        count={projectTabCounts}
        filter={filterProjects}
        noun="projects"
        messages={PROJECT_MESSAGES}
        card={(project) => (
          <ProjectCard
            project={project}
            onEdit={() => dialogs.openForm(project)}
            onDelete={() => dialogs.openDelete(project)}
          />
        )}
      />
    </EntityScreen>
  );
}
