import { FileText, Star } from 'lucide-react';
import { type AdminProduct, isPurchasable } from '../../api/shop-admin';
import { Badge } from '../../components/badge';
import { StatusToggle } from '../../components/status-toggle';
import { uploadUrl } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { formatMoney } from '../../lib/money';

export type RowActions = {
  onToggle: (product: AdminProduct, flag: 'active' | 'featured') => void;
  busy: boolean;
};

/** The product's picture (a placeholder when it has none), name and description. */
export function ProductIdentity({ product }: { product: AdminProduct }) {
  return (
    <div className="flex items-center gap-3">
      {product.image ? (
        <img src={uploadUrl(product.image)} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
      ) : (
        <span
          role="img"
          aria-label="No image"
          className="grid size-12 shrink-0 place-items-center rounded-xl bg-zinc-100 text-zinc-400 dark:bg-white/10"
        >
          <FileText aria-hidden="true" className="size-5" />
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-medium text-zinc-950 dark:text-white">{product.name}</p>
        <p className="line-clamp-1 text-xs text-zinc-600 dark:text-zinc-400">{product.description}</p>
      </div>
    </div>
  );
}

/** Admin spec: prices with 2 decimals, here in the product's own currency (the shop sells in KES). */
export function ProductPrice({ product }: { product: AdminProduct }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <span className="whitespace-nowrap font-medium tabular-nums">
        {formatMoney(product.price, product.currency)}
      </span>
      {!isPurchasable(product) && <Badge tone="warning">Not purchasable</Badge>}
    </div>
  );
}

export function ProductFlags({ product, onToggle, busy }: { product: AdminProduct } & RowActions) {
  return (
    <div className="flex items-center gap-2">
      <StatusToggle
        active={product.is_active}
        subject={product.name}
        onToggle={() => onToggle(product, 'active')}
        busy={busy}
      />
      <button
        type="button"
        onClick={() => onToggle(product, 'featured')}
        disabled={busy}
        aria-pressed={product.featured}
        aria-label={`${product.featured ? 'Featured' : 'Not featured'}: ${product.featured ? 'unfeature' : 'feature'} ${product.name}`}
        title={product.featured ? 'Unfeature' : 'Feature'}
        className={cn(
          'grid size-8 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-indigo-500 focus-visible:outline-offset-2 disabled:opacity-60',
          product.featured
            ? 'text-amber-500 hover:bg-amber-50 dark:hover:bg-amber-500/10'
            : 'text-zinc-400 hover:bg-zinc-100 dark:hover:bg-white/10',
        )}
      >
        <Star aria-hidden="true" className={cn('size-4.5', product.featured && 'fill-current')} />
      </button>
    </div>
  );
}

export const filesOf = (product: AdminProduct): number => product.file_count ?? product.files.length;

/** Admin spec: a product without a category shows 'Uncategorized'. */
export const categoryOf = (product: AdminProduct): string => product.category || 'Uncategorized';
