import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { readAdminToken } from '../../api/admin-client';
import { type PromotionView, useContentMutations, usePromotionsQuery } from '../../api/content-admin';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { contentErrorMessage, useNotice } from '../shared/content-form';
import { ContentPageHeader, EmptyState, LoadError, NoticeBanner } from '../shared/content-page';
import { TableSkeleton } from '../shared/table-skeleton';
import { PromotionFormModal } from './promotion-form-modal';
import { PROMOTION_MESSAGES } from './promotion-rules';
import { type PromotionAction, PromotionsTable } from './promotions-table';

type Dialog =
  | { kind: 'form'; promotion: PromotionView | null }
  | { kind: 'delete'; promotion: PromotionView }
  | null;

/** /admin/promotions: the table, the status toggle, and the create/edit and delete dialogs. */
export function PromotionsPage() {
  // Spec section 2: without an admin token this page sends the visitor to the login.
  if (!readAdminToken()) return <Navigate to="/admin/login" replace />;
  return <PromotionsScreen />;
}

function PromotionsScreen() {
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const { notice, announce, dismiss } = useNotice();
  const promotions = usePromotionsQuery();
  const mutations = useContentMutations('promotions');
  const close = () => setDialog(null);
  const openCreate = () => setDialog({ kind: 'form', promotion: null });

  async function toggle(promotion: PromotionView) {
    setBusyIds((current) => new Set(current).add(promotion.id));
    try {
      await mutations.togglePromotion.mutateAsync(promotion.id);
      announce({
        tone: 'success',
        text: promotion.is_active ? PROMOTION_MESSAGES.deactivated : PROMOTION_MESSAGES.activated,
      });
    } catch (error) {
      announce({
        tone: 'error',
        text: contentErrorMessage(error, PROMOTION_MESSAGES.statusFailed, PROMOTION_MESSAGES.statusError),
      });
    } finally {
      setBusyIds((current) => {
        const next = new Set(current);
        next.delete(promotion.id);
        return next;
      });
    }
  }

  function onAction(action: PromotionAction, promotion: PromotionView) {
    if (action === 'toggle') void toggle(promotion);
    else if (action === 'edit') setDialog({ kind: 'form', promotion });
    else setDialog({ kind: 'delete', promotion });
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
      {promotions.isError && !promotions.data ? (
        <LoadError
          message={contentErrorMessage(promotions.error, PROMOTION_MESSAGES.fetchFailed)}
          onRetry={() => promotions.refetch()}
        />
      ) : promotions.data?.length === 0 ? (
        <EmptyState message={PROMOTION_MESSAGES.empty}>
          <Button variant="outline" size="sm" onClick={openCreate}>
            <Plus aria-hidden="true" className="size-4" />
            Add Promotion
          </Button>
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          {promotions.data ? (
            <PromotionsTable promotions={promotions.data} busyIds={busyIds} onAction={onAction} />
          ) : (
            <TableSkeleton label="Loading promotions" />
          )}
        </Card>
      )}

      {dialog?.kind === 'form' && (
        <PromotionFormModal
          promotion={dialog.promotion}
          onClose={close}
          describeError={(error) =>
            contentErrorMessage(error, PROMOTION_MESSAGES.saveFailed, PROMOTION_MESSAGES.saveError)
          }
          onSave={async (form) => {
            await mutations.save.mutateAsync({ itemId: dialog.promotion?.id ?? null, form });
            close();
            announce({
              tone: 'success',
              text: dialog.promotion ? PROMOTION_MESSAGES.updated : PROMOTION_MESSAGES.created,
            });
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete promotion"
          confirmLabel="Delete promotion"
          onClose={close}
          describeError={(error) =>
            contentErrorMessage(error, PROMOTION_MESSAGES.deleteFailed, PROMOTION_MESSAGES.deleteError)
          }
          onConfirm={async () => {
            await mutations.remove.mutateAsync(dialog.promotion.id);
            close();
            announce({ tone: 'success', text: PROMOTION_MESSAGES.deleted });
          }}
        >
          Are you sure you want to delete{' '}
          <strong className="font-semibold text-zinc-950 dark:text-white">{dialog.promotion.title}</strong>?
          This action cannot be undone.
        </ConfirmDialog>
      )}
    </div>
  );
}
