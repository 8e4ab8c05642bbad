import {
  type AdminProduct,
  useAdminProducts,
  useShopCategoriesAdmin,
  useShopMutations,
} from '../../api/shop-admin';
import { Card } from '../../components/card';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { counted } from '../../lib/counted';
import { ContentScreen, EmptyState, LoadError } from '../shared/content-page';
import { ErrorBox } from '../shared/error-box';
import { useListFilters } from '../shared/filters';
import { EditDeleteActions, ResponsiveTable } from '../shared/table';
import { TableSkeleton } from '../shared/table-skeleton';
import { useScreenDialog } from '../shared/use-screen-dialog';
import { ProductFormModal } from './product-form-modal';
import { categoryOf, filesOf, ProductFlags, ProductIdentity, ProductPrice } from './product-row';
import { DELETE_CONFIRM, DELETE_FAILED, shopErrorText, toggleFailed } from './product-rules';
import { NO_FILTERS, ShopFilters, type ShopFiltersValue } from './shop-filters';

type Dialog = { kind: 'form'; product: AdminProduct | null } | { kind: 'delete'; product: AdminProduct };

/** /admin/shop ('Shop Management'): filters, the products table with its toggles, the product dialog. */
export function ShopPage() {
  const { filters, setFilters, query } = useListFilters<ShopFiltersValue>(NO_FILTERS);
  const products = useAdminProducts(query);
  const categories = useShopCategoriesAdmin();
  const { toggle, remove } = useShopMutations();
  const screen = useScreenDialog<Dialog>();
  const { dialog, open } = screen;

  const onToggle = (product: AdminProduct, flag: 'active' | 'featured') =>
    screen.attempt(
      () => toggle.mutateAsync({ id: product.id, flag }),
      (failure) => shopErrorText(failure, toggleFailed(flag)),
    );

  const actions = (product: AdminProduct) => (
    <EditDeleteActions
      subject={product.name}
      onEdit={() => open({ kind: 'form', product })}
      onDelete={() => open({ kind: 'delete', product })}
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
      onAdd={() => open({ kind: 'form', product: null })}
      notice={screen.notice}
      onDismissNotice={screen.dismissNotice}
    >
      <ShopFilters filters={filters} categories={categories.data ?? []} onChange={setFilters} />
      {list()}
      {dialog?.kind === 'form' && (
        <ProductFormModal
          product={dialog.product}
          categories={categories.data ?? []}
          {...screen.formProps}
          onSaved={screen.done}
        />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title="Delete product"
          confirmLabel="Delete"
          {...screen.deleteProps(
            () => remove.mutateAsync(dialog.product.id),
            (failure) => shopErrorText(failure, DELETE_FAILED),
          )}
        >
          {DELETE_CONFIRM}
        </ConfirmDialog>
      )}
      <ErrorBox message={screen.error} onDismiss={() => screen.setError(null)} />
    </ContentScreen>
  );
}
