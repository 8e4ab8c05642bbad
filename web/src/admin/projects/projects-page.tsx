import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type ProjectView,
  useContentMutations,
  useProjectCategoriesQuery,
  useProjectsQuery,
} from '../../api/content-admin';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Tabs } from '../../components/tabs';
import { contentErrorMessage, useNotice } from '../shared/content-form';
import {
  CardGridSkeleton,
  ContentPageHeader,
  EmptyState,
  LoadError,
  NoticeBanner,
} from '../shared/content-page';
import { ProjectCard } from './project-card';
import { ProjectFormModal } from './project-form-modal';
import {
  filterProjects,
  PROJECT_MESSAGES,
  PROJECT_TABS,
  type ProjectTab,
  projectTabCounts,
} from './project-rules';

type Dialog = { kind: 'form'; project: ProjectView | null } | { kind: 'delete'; project: ProjectView } | null;

/** /admin/projects: status tabs with counts, the card grid, and the create/edit and delete dialogs. */
export function ProjectsPage() {
  const panelId = useId();
  const [tab, setTab] = useState<ProjectTab>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const { notice, announce, dismiss } = useNotice();
  const projects = useProjectsQuery();
  const categories = useProjectCategoriesQuery();
  const mutations = useContentMutations('projects');
  const all = projects.data ?? [];
  const counts = projectTabCounts(all);
  const shown = filterProjects(all, tab);
  const close = () => setDialog(null);

  return (
    <div className="space-y-6">
      <ContentPageHeader
        title="Projects"
        description="Your portfolio work: drafts, published pieces and the archive."
        action={
          <Button onClick={() => setDialog({ kind: 'form', project: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Project
          </Button>
        }
      />
      <NoticeBanner notice={notice} onDismiss={dismiss} />
      <Tabs
        label="Filter projects"
        items={PROJECT_TABS.map((item) => ({
          ...item,
          count: projects.data ? counts[item.value] : undefined,
        }))}
        value={tab}
        onChange={setTab}
        controls={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={`${tab} projects`}>
        {projects.isPending ? (
          <CardGridSkeleton label="Loading projects" />
        ) : projects.isError && !projects.data ? (
          <LoadError
            message={contentErrorMessage(projects.error, PROJECT_MESSAGES.fetchFailed)}
            onRetry={() => projects.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState message={PROJECT_MESSAGES.empty} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((project) => (
              <li key={project.id}>
                <ProjectCard
                  project={project}
                  onEdit={() => setDialog({ kind: 'form', project })}
                  onDelete={() => setDialog({ kind: 'delete', project })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {dialog?.kind === 'form' && (
        <ProjectFormModal
          project={dialog.project}
          categories={categories.data ?? []}
          onClose={close}
          describeError={(error) =>
            contentErrorMessage(error, PROJECT_MESSAGES.saveFailed, PROJECT_MESSAGES.saveError)
          }
          onSave={async (form) => {
            await mutations.save.mutateAsync({ itemId: dialog.project?.id ?? null, form });
            close();
            announce({
              tone: 'success',
              text: dialog.project ? PROJECT_MESSAGES.updated : PROJECT_MESSAGES.created,
            });
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete project"
          confirmLabel="Delete project"
          onClose={close}
          describeError={(error) =>
            contentErrorMessage(error, PROJECT_MESSAGES.deleteFailed, PROJECT_MESSAGES.deleteError)
          }
          onConfirm={async () => {
            await mutations.remove.mutateAsync(dialog.project.id);
            close();
            announce({ tone: 'success', text: PROJECT_MESSAGES.deleted });
          }}
        >
          Are you sure you want to delete{' '}
          <strong className="font-semibold text-zinc-950 dark:text-white">{dialog.project.title}</strong>?
          This action cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
}
