import { useDeferredValue, useState } from 'react';
import {
  type AdminProduct,
  useAdminProducts,
  useShopCategoriesAdmin,
  useShopMutations,
} from '../../api/shop-admin';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { counted } from '../../lib/counted';
import type { Notice } from '../shared/content-form';
import { ContentScreen, EmptyState, LoadError } from '../shared/content-page';
import { ErrorBox } from '../shared/error-box';
import { EditDeleteActions, ResponsiveTable } from '../shared/table';
import { TableSkeleton } from '../shared/table-skeleton';
import { ProductFormModal } from './product-form-modal';
import { categoryOf, filesOf, ProductFlags, ProductIdentity, ProductPrice } from './product-row';
import { DELETE_CONFIRM, DELETE_FAILED, shopErrorText, toggleFailed } from './product-rules';
import { NO_FILTERS, ShopFilters, type ShopFiltersValue } from './shop-filters';

type Dialog =
  | { kind: 'form'; product: AdminProduct | null }
  | { kind: 'delete'; product: AdminProduct }
  | null;

/** /admin/shop ('Shop Management'): filters, the products table with its toggles, the product dialog. */
export function ShopPage() {
  const [filters, setFilters] = useState<ShopFiltersValue>(NO_FILTERS);
  const search = useDeferredValue(filters.search);
  const products = useAdminProducts({ ...filters, search });
  const categories = useShopCategoriesAdmin();
  const { toggle, remove } = useShopMutations();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  async function onToggle(product: AdminProduct, flag: 'active' | 'featured') {
    try {
      await toggle.mutateAsync({ id: product.id, flag });
      // A success makes an earlier failure's toast stale.
      setError(null);
    } catch (failure) {
      setError(shopErrorText(failure, toggleFailed(flag)));
    }
  }

  const actions = (product: AdminProduct) => (
    <EditDeleteActions
      subject={product.name}
      onEdit={() => setDialog({ kind: 'form', product })}
      onDelete={() => setDialog({ kind: 'delete', product })}
    />
  );

  const flags = (product: AdminProduct) => (
    <ProductFlags product={product} onToggle={(p, flag) => void onToggle(p, flag)} busy={toggle.isPending} />
  );

  function list() {
    if (products.isError && !products.data)
      return <LoadError message={products.error.message} onRetry={() => void products.refetch()} />;
    if (!products.data)
      return (
        <Card className="overflow-hidden p-0">
          <TableSkeleton label="Loading shop items" />
        </Card>
      );
    if (products.data.length === 0) return <EmptyState message="No products found." />;
    return (
      <Card className="overflow-hidden p-0">
        <ResponsiveTable
          items={products.data}
          minWidth="min-w-[860px]"
          columns={[
            { label: 'Product', cell: (product) => <ProductIdentity product={product} /> },
            { label: 'Price', cell: (product) => <ProductPrice product={product} /> },
            { label: 'Category', cell: categoryOf },
            { label: 'Files', cell: filesOf },
            { label: 'Status', cell: flags },
            { label: 'Actions', cell: actions },
          ]}
          card={(product) => (
            <>
              <ProductIdentity product={product} />
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <ProductPrice product={product} />
                <span>{`${categoryOf(product)} · ${counted(filesOf(product), 'file')}`}</span>
              </div>
              <div className="flex items-center justify-between">
                {flags(product)}
                {actions(product)}
              </div>
            </>
          )}
        />
      </Card>
    );
  }

  return (
    <ContentScreen
      title="Shop Management"
      description="Manage your digital products"
      addLabel="Add Product"
      onAdd={() => setDialog({ kind: 'form', product: null })}
      notice={notice}
      onDismissNotice={() => setNotice(null)}
    >
      <ShopFilters filters={filters} categories={categories.data ?? []} onChange={setFilters} />
      {list()}
      {dialog?.kind === 'form' && (
        <ProductFormModal
          product={dialog.product}
          categories={categories.data ?? []}
          onClose={() => setDialog(null)}
          onError={setError}
          onSaved={(text) => {
            setError(null);
            setNotice({ tone: 'success', text });
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete product"
          confirmLabel="Delete"
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await remove.mutateAsync(dialog.product.id);
            setError(null);
            setDialog(null);
          }}
          describeError={(failure) => {
            const message = shopErrorText(failure, DELETE_FAILED);
            setError(message);
            return message;
          }}
        >
          {DELETE_CONFIRM}
        </ConfirmDialog>
      )}
      <ErrorBox message={error} onDismiss={() => setError(null)} />
    </ContentScreen>
  );
}
