import { ArrowRight, FileDown, Link2, Star } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { fileCountOf, type Product, productPath } from '../../api/shop';
import { copyText } from '../../lib/clipboard';
import { counted } from '../../lib/counted';
import { formatMoney } from '../../lib/money';
import { CategoryPill } from '../shared/category-pill';
import { CardTitle, SiteCard } from '../shared/site-card';

export const LINK_COPIED = 'Product link copied to clipboard!';
export const LINK_COPY_FAILED = 'Failed to copy link';
/** How long the copy confirmation stays (spec section 9: 2 seconds). */
const NOTICE_MS = 2000;

const filesLabel = (count: number): string => counted(count, 'file');

/** Copies the product's absolute address; the outcome shows on the card for 2 s. */
function useCopyLink(id: string) {
  const [notice, setNotice] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copyLink() {
    let outcome = LINK_COPIED;
    try {
      await copyText(`${window.location.origin}${productPath(id)}`);
    } catch {
      outcome = LINK_COPY_FAILED;
    }
    setNotice(outcome);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setNotice(null), NOTICE_MS);
  }
  return { notice, copyLink };
}

/** A shop card: picture with the featured badge, name, price, files; the card opens /product/{id}. */
export function ProductCard({ product }: { product: Product }) {
  const { notice, copyLink } = useCopyLink(product.id);
  const files = fileCountOf(product);
  return (
    <SiteCard
      image={product.image}
      alt=""
      linked
      badge={
        product.featured === 1 && (
          <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-amber-400 px-2.5 py-1 font-semibold text-amber-950 text-xs shadow">
            <Star aria-hidden="true" className="size-3.5" />
            Featured
          </span>
        )
      }
    >
      {product.category && (
        <CategoryPill
          category={product.category}
          colours="bg-indigo-50 text-indigo-700 ring-indigo-600/20 dark:bg-indigo-400/10 dark:text-indigo-300 dark:ring-indigo-400/30"
        />
      )}
      <CardTitle to={productPath(product.id)}>{product.name}</CardTitle>
      {product.description && (
        <p className="mt-2 line-clamp-2 text-pretty text-sm text-zinc-600 dark:text-zinc-400">
          {product.description}
        </p>
      )}
      <div className="mt-auto flex items-center justify-between gap-3 pt-5">
        <p className="font-semibold text-lg text-zinc-950 dark:text-white">
          {product.pay_what_you_want
            ? `From ${formatMoney(product.min_price ?? 0, product.currency)}`
            : formatMoney(product.price, product.currency)}
        </p>
        <p className="inline-flex items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400">
          <FileDown aria-hidden="true" className="size-4" />
          {filesLabel(files)}
        </p>
      </div>
      {/* Above the card-wide link, so these two stay clickable on their own. */}
      <div className="relative z-10 mt-4 flex items-center gap-2">
        <Link
          to={productPath(product.id)}
          aria-label={`View details of ${product.name}`}
          className="inline-flex h-9 flex-1 items-center justify-center gap-1.5 rounded-full bg-zinc-900 px-4 font-medium text-sm text-white hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-indigo-500 focus-visible:outline-offset-2 dark:bg-white dark:text-zinc-900 dark:hover:bg-zinc-200"
        >
          View Details
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <button
          type="button"
          onClick={() => void copyLink()}
          aria-label={`Copy link to ${product.name}`}
          className="grid size-9 place-items-center rounded-full border border-zinc-300 text-zinc-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-indigo-500 focus-visible:outline-offset-2 dark:border-white/15 dark:text-zinc-200 dark:hover:bg-white/10"
        >
          <Link2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p role="status" className="relative z-10 mt-2 min-h-5 text-xs text-zinc-600 dark:text-zinc-400">
        {notice}
      </p>
    </SiteCard>
  );
}
