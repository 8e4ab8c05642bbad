import { Navigate } from 'react-router-dom';
import { type PromotionView, usePromotionMutations, usePromotionsQuery } from '../../api/content-admin';
import { readAdminToken } from '../../lib/api-client';
import { AddButton, DeleteQuestion, EmptyState, TablePanel } from '../shared/content-page';
import { EntityScreen } from '../shared/entity-screen';
import { useContentActions, useContentDialogs } from '../shared/use-content-dialogs';
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
  const dialogs = useContentDialogs<PromotionView>(mutations, PROMOTION_MESSAGES);
  const rows = useContentActions(dialogs, PROMOTION_MESSAGES, (promotion) =>
    mutations.toggleActive.mutateAsync(promotion.id),
  );

  return (
    <EntityScreen
      title="Promotions"
      description="Ads, affiliate offers and course promos for the home page carousel."
      addLabel="Add Promotion"
      dialogs={dialogs}
      form={(promotion, props) => <PromotionFormModal promotion={promotion} {...props} />}
      remove={{
        title: 'Delete promotion',
        confirmLabel: 'Delete promotion',
        question: (promotion) => <DeleteQuestion name={promotion.title} />,
      }}
    >
      <TablePanel
        query={promotions}
        fetchFailed={PROMOTION_MESSAGES.fetchFailed}
        loadingLabel="Loading promotions"
        empty={
          <EmptyState message={PROMOTION_MESSAGES.empty}>
            <AddButton
              label="Add Promotion"
              variant="outline"
              size="sm"
              onClick={() => dialogs.openForm(null)}
            />
          </EmptyState>
        }
      >
        {(items) => <PromotionsTable items={items} {...rows} />}
      </TablePanel>
    </EntityScreen>
  );
}
