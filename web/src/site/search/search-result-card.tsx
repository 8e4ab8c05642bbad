import { clsx } from 'clsx';
import {
  ArrowRight,
  BookOpen,
  FolderGit2,
  type LucideIcon,
  Megaphone,
  ShoppingBag,
  Sparkles,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SearchHit, SearchType } from '../../api/search';
import { formatMoney } from '../../lib/money';
import { IMAGE_SIZES } from '../shared/picture-sources';
import { SiteImage } from '../shared/site-image';
import { hitImage, hitSummary, hitTitle, searchTarget } from './search-target';

const KINDS: Record<SearchType, { label: string; icon: LucideIcon; className: string }> = {
  shop: {
    label: 'Product',
    icon: ShoppingBag,
    className: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-300',
  },
  blog: {
    label: 'Blog post',
    icon: BookOpen,
    className: 'bg-sky-50 text-sky-700 dark:bg-sky-500/10 dark:text-sky-300',
  },
  project: {
    label: 'Project',
    icon: FolderGit2,
    className: 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/10 dark:text-indigo-300',
  },
  skill: {
    label: 'Skill',
    icon: Sparkles,
    className: 'bg-violet-50 text-violet-700 dark:bg-violet-500/10 dark:text-violet-300',
  },
  promotion: {
    label: 'Promotion',
    icon: Megaphone,
    className: 'bg-amber-50 text-amber-800 dark:bg-amber-500/10 dark:text-amber-300',
  },
};

/** A promotion's category is its type, e.g. 'free-resource': shown as 'Free resource'. */
export function categoryLabel(hit: SearchHit): string | null {
  if (!hit.category) return null;
  if (hit.type !== 'promotion') return hit.category;
  const words = hit.category.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Spec: the promotion search card shows its discount, in percent. */
function Discount({ percent }: { percent: number }) {
  return (
    <span className="rounded-full bg-red-700 px-2.5 py-0.5 font-semibold text-white text-xs tabular-nums">
      {percent}% off
    </span>
  );
}

/** One result of any kind; the whole card is the link to where it lives. */
/** A result's picture on top (not a skill's: its logo sits beside the title). */
export const hasCardPicture = (hit: SearchHit): boolean => hit.type !== 'skill' && !!hitImage(hit);

/** `priority`: its picture is the largest above the fold (the first pictured result): loaded first. */
export function SearchResultCard({ hit, priority = false }: { hit: SearchHit; priority?: boolean }) {
  const kind = KINDS[hit.type];
  const Icon = kind.icon;
  const title = hitTitle(hit);
  const summary = hitSummary(hit);
  const image = hitImage(hit);
  const category = categoryLabel(hit);
  return (
    <Link
      to={searchTarget(hit)}
      className="group flex h-full flex-col overflow-hidden rounded-3xl border border-zinc-200/80 bg-white shadow-lg shadow-zinc-900/5 transition-[box-shadow,transform] hover:-translate-y-0.5 hover:shadow-xl dark:border-white/10 dark:bg-zinc-900 dark:shadow-black/30"
    >
      {hasCardPicture(hit) && (
        <SiteImage
          src={image}
          alt=""
          fallback="placeholder"
          sizes={IMAGE_SIZES.searchResult}
          priority={priority}
          className="aspect-[16/9] w-full"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center gap-2">
          <span
            className={clsx(
              'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-medium text-xs',
              kind.className,
            )}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            {kind.label}
          </span>
          {category && <span className="truncate text-xs text-zinc-600 dark:text-zinc-400">{category}</span>}
        </div>
        <div className="mt-3 flex items-start gap-3">
          {hit.type === 'skill' && (
            <SiteImage
              src={image}
              alt=""
              fallback={{ initialOf: title }}
              sizes={IMAGE_SIZES.thumbnail}
              className="size-10 shrink-0 rounded-xl"
              imgClassName="object-contain"
            />
          )}
          <h2 className="font-semibold text-lg text-zinc-950 leading-snug group-hover:text-indigo-700 dark:text-white dark:group-hover:text-indigo-300">
            {title}
          </h2>
        </div>
        {summary && (
          <p className="mt-2 line-clamp-3 text-pretty text-sm text-zinc-600 leading-relaxed dark:text-zinc-400">
            {summary}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-sm">
          {hit.type === 'shop' && hit.price != null ? (
            <span className="font-semibold text-zinc-900 dark:text-zinc-100">
              {formatMoney(hit.price, hit.currency || 'USD')}
            </span>
          ) : hit.type === 'promotion' && hit.discount != null && hit.discount > 0 ? (
            <Discount percent={hit.discount} />
          ) : (
            <span />
          )}
          <span className="inline-flex items-center gap-1 font-medium text-indigo-600 dark:text-indigo-400">
            {hit.type === 'blog' ? 'Read' : hit.type === 'shop' ? 'View details' : 'Show on home page'}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform group-hover:translate-x-0.5"
            />
          </span>
        </div>
      </div>
    </Link>
  );
}
