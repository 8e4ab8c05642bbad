import { Plus } from 'lucide-react';
import {
  type SkillView,
  useSkillCategoriesQuery,
  useSkillMutations,
  useSkillsQuery,
} from '../../api/content-admin';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TabbedCardGrid } from '../shared/card-grid';
import { ContentPageHeader, NoticeBanner } from '../shared/content-page';
import { useContentDialogs } from '../shared/use-content-dialogs';
import { SkillCard } from './skill-card';
import { SkillFormModal } from './skill-form-modal';
import { countByStatus, filterByStatus, SKILL_MESSAGES, SKILL_TABS } from './skill-rules';

/** /admin/skills: status tabs, the card grid, and the create/edit and delete dialogs. */
export function SkillsPage() {
  const skills = useSkillsQuery();
  const categories = useSkillCategoriesQuery();
  const { dialog, openForm, openDelete, formProps, deleteProps, notice, dismiss } =
    useContentDialogs<SkillView>(useSkillMutations(), SKILL_MESSAGES);

  return (
    <div className="space-y-6">
      <ContentPageHeader
        title="Skills"
        description="What you are good at, how well, and since when."
        action={
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Skill
          </Button>
        }
      />
      <NoticeBanner notice={notice} onDismiss={dismiss} />
      <TabbedCardGrid
        query={skills}
        tabsLabel="Filter skills by status"
        tabs={SKILL_TABS}
        count={countByStatus}
        filter={filterByStatus}
        noun="skills"
        messages={SKILL_MESSAGES}
        card={(skill) => (
          <SkillCard skill={skill} onEdit={() => openForm(skill)} onDelete={() => openDelete(skill)} />
        )}
      />

      {dialog?.kind === 'form' && (
        <SkillFormModal skill={dialog.item} categories={categories.data ?? []} {...formProps(dialog.item)} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog title="Delete skill" confirmLabel="Delete skill" {...deleteProps(dialog.item)}>
          Are you sure you want to delete{' '}
          <strong className="font-semibold text-zinc-950 dark:text-white">{dialog.item.name}</strong>? This
          action cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
}
