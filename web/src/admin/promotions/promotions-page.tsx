import { Plus } from 'lucide-react';
import { Navigate } from 'react-router-dom';
import { type PromotionView, usePromotionMutations, usePromotionsQuery } from '../../api/content-admin';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { readAdminToken } from '../../lib/api-client';
import { ContentPageHeader, EmptyState, NoticeBanner, TablePanel } from '../shared/content-page';
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
    <div className="space-y-6">
      <ContentPageHeader
        title="Promotions"
        description="Ads, affiliate offers and course promos for the home page carousel."
        action={
          <Button onClick={openCreate}>
            <Plus aria-hidden="true" className="size-4" />
            Add Promotion
          </Button>
        }
      />
      <NoticeBanner notice={notice} onDismiss={dismiss} />
      <TablePanel
        query={promotions}
        fetchFailed={PROMOTION_MESSAGES.fetchFailed}
        loadingLabel="Loading promotions"
        empty={
          <EmptyState message={PROMOTION_MESSAGES.empty}>
            <Button variant="outline" size="sm" onClick={openCreate}>
              <Plus aria-hidden="true" className="size-4" />
              Add Promotion
            </Button>
          </EmptyState>
        }
      >
        {(items) => <PromotionsTable promotions={items} busyIds={busyIds} onAction={onAction} />}
      </TablePanel>

      {dialog?.kind === 'form' && <PromotionFormModal promotion={dialog.item} {...formProps(dialog.item)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog title="Delete promotion" confirmLabel="Delete promotion" {...deleteProps(dialog.item)}>
          Are you sure you want to delete{' '}
          <strong className="font-semibold text-zinc-950 dark:text-white">{dialog.item.title}</strong>? This
          action cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
}
