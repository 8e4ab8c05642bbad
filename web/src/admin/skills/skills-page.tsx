import {
  type SkillView,
  useSkillCategoriesQuery,
  useSkillMutations,
  useSkillsQuery,
} from '../../api/content-admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { TabbedCardGrid } from '../shared/card-grid';
import { ContentScreen, DeleteQuestion } from '../shared/content-page';
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
    <ContentScreen
      title="Skills"
      description="What you are good at, how well, and since when."
      addLabel="Add Skill"
      onAdd={() => openForm(null)}
      notice={notice}
      onDismissNotice={dismiss}
    >
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
          <DeleteQuestion name={dialog.item.name} />
        </ConfirmDialog>
      )}
    </ContentScreen>
  );
}
