import {
  type ProjectView,
  useProjectCategoriesQuery,
  useProjectMutations,
  useProjectsQuery,
} from '../../api/content-admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TabbedCardGrid } from '../shared/card-grid';
import { ContentScreen, DeleteQuestion } from '../shared/content-page';
import { useContentDialogs } from '../shared/use-content-dialogs';
import { ProjectCard } from './project-card';
import { ProjectFormModal } from './project-form-modal';
import { filterProjects, PROJECT_MESSAGES, PROJECT_TABS, projectTabCounts } from './project-rules';

/** /admin/projects: status tabs with counts, the card grid, and the create/edit and delete dialogs. */
export function ProjectsPage() {
  const projects = useProjectsQuery();
  const categories = useProjectCategoriesQuery();
  const { dialog, openForm, openDelete, formProps, deleteProps, notice, dismiss } =
    useContentDialogs<ProjectView>(useProjectMutations(), PROJECT_MESSAGES);

  return (
    <ContentScreen
      title="Projects"
      description="Your portfolio work: drafts, published pieces and the archive."
      addLabel="Add Project"
      onAdd={() => openForm(null)}
      notice={notice}
      onDismissNotice={dismiss}
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
            onEdit={() => openForm(project)}
            onDelete={() => openDelete(project)}
          />
        )}
      />

      {dialog?.kind === 'form' && (
        <ProjectFormModal
          project={dialog.item}
          categories={categories.data ?? []}
          {...formProps(dialog.item)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog title="Delete project" confirmLabel="Delete project" {...deleteProps(dialog.item)}>
          <DeleteQuestion name={dialog.item.title} />
        </ConfirmDialog>
      )}
    </ContentScreen>
  );
}
