import { Navigate } from 'react-router-dom';
import { type PromotionView, usePromotionMutations, usePromotionsQuery } from '../../api/content-admin';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { readAdminToken } from '../../lib/api-client';
import { AddButton, ContentScreen, DeleteQuestion, EmptyState, TablePanel } from '../shared/content-page';
import type { ContentAction } from '../shared/content-table';
import { useContentDialogs, useStatusToggle } from '../shared/use-content-dialogs';
import { PromotionFormModal } from './promotion-form-modal';
import { PROMOTION_MESSAGES } from './promotion-rules';
import { PromotionsTable } from './promotions-table';

/** /admin/promotions: the table, the status toggle, and the create/edit and delete dialogs. */
export function PromotionsPage() {
  // Spec section 2: without an admin token this page sends the visitor to the login.
  if (!readAdminToken()) return <Navigate to="/admin/login" replace />;
  return <PromotionsScreen />;
}

function PromotionsScreen() {
  const promotions = usePromotionsQuery();
  const mutations = usePromotionMutations();
  const { dialog, openForm, openDelete, formProps, deleteProps, notice, announce, dismiss } =
    useContentDialogs<PromotionView>(mutations, PROMOTION_MESSAGES);
  const { busyIds, toggle } = useStatusToggle(announce, PROMOTION_MESSAGES);
  const openCreate = () => openForm(null);

  function onAction(action: ContentAction, promotion: PromotionView) {
    if (action === 'toggle') void toggle(promotion, () => mutations.toggleActive.mutateAsync(promotion.id));
    else if (action === 'edit') openForm(promotion);
    else openDelete(promotion);
  }

  return (
    <ContentScreen
      title="Promotions"
      description="Ads, affiliate offers and course promos for the home page carousel."
      addLabel="Add Promotion"
      onAdd={openCreate}
      notice={notice}
      onDismissNotice={dismiss}
    >
      <TablePanel
        query={promotions}
        fetchFailed={PROMOTION_MESSAGES.fetchFailed}
        loadingLabel="Loading promotions"
        empty={
          <EmptyState message={PROMOTION_MESSAGES.empty}>
            <AddButton label="Add Promotion" variant="outline" size="sm" onClick={openCreate} />
          </EmptyState>
        }
      >
        {(items) => <PromotionsTable promotions={items} busyIds={busyIds} onAction={onAction} />}
      </TablePanel>

      {dialog?.kind === 'form' && <PromotionFormModal promotion={dialog.item} {...formProps(dialog.item)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog title="Delete promotion" confirmLabel="Delete promotion" {...deleteProps(dialog.item)}>
          <DeleteQuestion name={dialog.item.title} />
        </ConfirmDialog>
      )}
    </ContentScreen>
  );
}
