import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type SkillView,
  useContentMutations,
  useSkillCategoriesQuery,
  useSkillsQuery,
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
import { SkillCard } from './skill-card';
import { SkillFormModal } from './skill-form-modal';
import { countByStatus, filterByStatus, SKILL_MESSAGES, SKILL_TABS, type SkillTab } from './skill-rules';

type Dialog = { kind: 'form'; skill: SkillView | null } | { kind: 'delete'; skill: SkillView } | null;

/** /admin/skills: status tabs, the card grid, and the create/edit and delete dialogs. */
export function SkillsPage() {
  const panelId = useId();
  const [tab, setTab] = useState<SkillTab>('all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const { notice, announce, dismiss } = useNotice();
  const skills = useSkillsQuery();
  const categories = useSkillCategoriesQuery();
  const mutations = useContentMutations('skills');
  const all = skills.data ?? [];
  const counts = countByStatus(all);
  const shown = filterByStatus(all, tab);
  const close = () => setDialog(null);

  return (
    <div className="space-y-6">
      <ContentPageHeader
        title="Skills"
        description="What you are good at, how well, and since when."
        action={
          <Button onClick={() => setDialog({ kind: 'form', skill: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Skill
          </Button>
        }
      />
      <NoticeBanner notice={notice} onDismiss={dismiss} />
      <Tabs
        label="Filter skills by status"
        items={SKILL_TABS.map((item) => ({ ...item, count: skills.data ? counts[item.value] : undefined }))}
        value={tab}
        onChange={setTab}
        controls={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={`${tab} skills`}>
        {skills.isPending ? (
          <CardGridSkeleton label="Loading skills" />
        ) : skills.isError && !skills.data ? (
          <LoadError
            message={contentErrorMessage(skills.error, SKILL_MESSAGES.fetchFailed)}
            onRetry={() => skills.refetch()}
          />
        ) : shown.length === 0 ? (
          <EmptyState message={SKILL_MESSAGES.empty} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((skill) => (
              <li key={skill.id}>
                <SkillCard
                  skill={skill}
                  onEdit={() => setDialog({ kind: 'form', skill })}
                  onDelete={() => setDialog({ kind: 'delete', skill })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {dialog?.kind === 'form' && (
        <SkillFormModal
          skill={dialog.skill}
          categories={categories.data ?? []}
          onClose={close}
          describeError={(error) =>
            contentErrorMessage(error, SKILL_MESSAGES.saveFailed, SKILL_MESSAGES.saveError)
          }
          onSave={async (form) => {
            await mutations.save.mutateAsync({ itemId: dialog.skill?.id ?? null, form });
            close();
            announce({
              tone: 'success',
              text: dialog.skill ? SKILL_MESSAGES.updated : SKILL_MESSAGES.created,
            });
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete skill"
          confirmLabel="Delete skill"
          onClose={close}
          describeError={(error) => contentErrorMessage(error, SKILL_MESSAGES.deleteFailed)}
          onConfirm={async () => {
            await mutations.remove.mutateAsync(dialog.skill.id);
            close();
            announce({ tone: 'success', text: SKILL_MESSAGES.deleted });
          }}
        >
          Are you sure you want to delete{' '}
          <strong className="font-semibold text-zinc-950 dark:text-white">{dialog.skill.name}</strong>? This
          action cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
}
