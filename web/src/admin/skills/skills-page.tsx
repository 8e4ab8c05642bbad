import {
  type SkillView,
  useSkillCategoriesQuery,
  useSkillMutations,
  useSkillsQuery,
} from '../../api/content-admin';
import { TabbedCardGrid } from '../shared/card-grid';
import { DeleteQuestion } from '../shared/content-page';
import { EntityScreen } from '../shared/entity-screen';
import { useContentDialogs } from '../shared/use-content-dialogs';
import { SkillCard } from './skill-card';
import { SkillFormModal } from './skill-form-modal';
import { countByStatus, filterByStatus, SKILL_MESSAGES, SKILL_TABS } from './skill-rules';

/** /admin/skills: status tabs, the card grid, and the create/edit and delete dialogs. */
export function SkillsPage() {
  const skills = useSkillsQuery();
  const categories = useSkillCategoriesQuery();
  const dialogs = useContentDialogs<SkillView>(useSkillMutations(), SKILL_MESSAGES);

  return (
    <EntityScreen
      title="Skills"
      description="What you are good at, how well, and since when."
      addLabel="Add Skill"
      dialogs={dialogs}
      form={(skill, props) => <SkillFormModal skill={skill} categories={categories.data ?? []} {...props} />}
      remove={{
        title: 'Delete skill',
        confirmLabel: 'Delete skill',
        question: (skill) => <DeleteQuestion name={skill.name} />,
      }}
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
          <SkillCard
            skill={skill}
            onEdit={() => dialogs.openForm(skill)}
            onDelete={() => dialogs.openDelete(skill)}
          />
        )}
      />
    </EntityScreen>
  );
}
