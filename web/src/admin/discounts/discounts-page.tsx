import { Pencil, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { type AdminDiscount, useAdminDiscounts, useDiscountMutations } from '../../api/discounts-admin';
import { useAdminProducts } from '../../api/shop-admin';
import { Badge } from '../../components/badge';
import { Card } from '../../components/card';
import { IconButton } from '../../components/icon-button';
import { Pagination } from '../../components/pagination';
import { StatusToggle } from '../../components/status-toggle';
import { errorText, readAdminToken } from '../../lib/api-client';
import type { Notice } from '../shared/content-form';
import { AddButton, ContentPageHeader, EmptyState, LoadError, NoticeBanner } from '../shared/content-page';
import { formatDateTime } from '../shared/format';
import { type Column, ResponsiveTable } from '../shared/table';
import { TableSkeleton } from '../shared/table-skeleton';
import { DiscountFormModal } from './discount-form-modal';
import { ALL_PRODUCTS, DISCOUNT_TEXTS, discountLabel, scopeOf } from './discount-rules';

/** /admin/discounts: the codes with their uses, create and edit, (de)activate. */
export function DiscountsPage() {
  if (!readAdminToken()) return <Navigate to="/admin/login" replace />;
  return <DiscountsScreen />;
}

function dates(discount: AdminDiscount): string {
  if (!discount.starts_at && !discount.ends_at) return 'Always';
  return `${formatDateTime(discount.starts_at, 'Now')} – ${formatDateTime(discount.ends_at, 'No end')}`;
}

function Uses({ discount }: { discount: AdminDiscount }) {
  return (
    <div>
      <p className="font-medium text-zinc-950 tabular-nums dark:text-white">
        {discount.uses}
        {discount.max_uses != null ? ` / ${discount.max_uses}` : ''}
      </p>
      <p className="text-xs text-zinc-500 dark:text-zinc-400">
        {discount.completed_uses} paid · {discount.pending_uses} pending
      </p>
    </div>
  );
}

function DiscountsScreen() {
  const [page, setPage] = useState(1);
  const list = useAdminDiscounts(page);
  const products = useAdminProducts(ALL_PRODUCTS);
  const names = new Map((products.data ?? []).map((product) => [product.id, product.name]));
  const scope = (discount: AdminDiscount) => scopeOf(discount, names);
  const { save } = useDiscountMutations();
  const [editing, setEditing] = useState<AdminDiscount | null | undefined>(undefined);
  const [notice, setNotice] = useState<Notice>(null);

  async function toggle(discount: AdminDiscount) {
    try {
      await save.mutateAsync({ id: discount.id, body: { active: !discount.active } });
    } catch (error) {
      setNotice({ tone: 'error', text: errorText(error, DISCOUNT_TEXTS.saveFailed) });
    }
  }

  const status = (discount: AdminDiscount) => (
    <StatusToggle
      active={discount.active}
      subject={discount.code}
      busy={save.isPending}
      onToggle={() => void toggle(discount)}
    />
  );
  const edit = (discount: AdminDiscount) => (
    <IconButton label={`Edit ${discount.code}`} onClick={() => setEditing(discount)} className="size-11">
      <Pencil aria-hidden="true" className="size-4.5" />
    </IconButton>
  );
  const code = (discount: AdminDiscount) => (
    <span className="font-mono font-semibold text-zinc-950 dark:text-white">{discount.code}</span>
  );
  const columns: Column<AdminDiscount>[] = [
    { label: 'Code', cell: code },
    { label: 'Discount', cell: (discount) => <Badge tone="accent">{discountLabel(discount)}</Badge> },
    { label: 'Applies to', cell: scope, cellClassName: 'max-w-56' },
    { label: 'Dates', cell: dates, cellClassName: 'text-xs' },
    { label: 'Uses', cell: (discount) => <Uses discount={discount} /> },
    {
      label: 'Per email',
      cell: (discount) => (discount.max_uses_per_email != null ? discount.max_uses_per_email : '—'),
    },
    { label: 'Status', cell: status },
    { label: 'Actions', srOnly: true, cell: edit },
  ];

  const rows = list.data?.discounts;
  return (
    <div className="space-y-6">
      <ContentPageHeader
        title="Discount codes"
        description="Percent or fixed KES amounts off, with dates, product scope and limits on uses."
        action={<AddButton label="Add code" onClick={() => setEditing(null)} />}
      />
      <NoticeBanner notice={notice} onDismiss={() => setNotice(null)} />
      {list.isError && !list.data ? (
        <LoadError
          message={errorText(list.error, DISCOUNT_TEXTS.fetchFailed)}
          onRetry={() => list.refetch()}
        />
      ) : rows?.length === 0 ? (
        <EmptyState message={DISCOUNT_TEXTS.empty} icon={TicketPercent}>
          <AddButton label="Add code" variant="outline" size="sm" onClick={() => setEditing(null)} />
        </EmptyState>
      ) : (
        <Card className="overflow-hidden">
          {rows ? (
            <ResponsiveTable
              items={rows}
              minWidth="min-w-[900px]"
              columns={columns}
              card={(discount) => (
                <>
                  <div className="flex items-center justify-between gap-3">
                    {code(discount)}
                    {edit(discount)}
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone="accent">{discountLabel(discount)}</Badge>
                    <span className="text-sm text-zinc-600 dark:text-zinc-400">{scope(discount)}</span>
                  </div>
                  <p className="text-xs text-zinc-600 dark:text-zinc-400">{dates(discount)}</p>
                  <div className="flex items-center justify-between gap-3">
                    <Uses discount={discount} />
                    {status(discount)}
                  </div>
                </>
              )}
            />
          ) : (
            <TableSkeleton label="Loading discount codes" />
          )}
        </Card>
      )}
      {list.data && list.data.pagination.totalPages > 1 && (
        <Pagination page={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} />
      )}
      {editing !== undefined && (
        <DiscountFormModal
          discount={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(text) => {
            setEditing(undefined);
            setNotice({ tone: 'success', text });
          }}
        />
      )}
    </div>
  );
}
