import { clsx } from 'clsx';
import { ArrowUpRight } from 'lucide-react';
import type { PromotionView } from '../../api/content';
import { IMAGE_SIZES } from '../shared/picture-sources';
import { SiteImage } from '../shared/site-image';
import { promotionBackground, promotionBadgeClass } from './promotion-style';

/** One headline banner: badge, title, pitch, price and call to action on the promotion's colours. */
export function PromotionSlide({ promotion }: { promotion: PromotionView }) {
  const background = promotionBackground(promotion.bg_color);
  return (
    <article
      className={clsx(
        'relative flex h-full min-h-56 overflow-hidden rounded-3xl text-white shadow-xl shadow-zinc-900/10 dark:shadow-black/40',
        background.className,
      )}
      style={background.style}
    >
      {/* Keeps white text legible on whatever colour the owner picked. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-r from-black/30 via-black/10 to-transparent"
      />
      <div className="relative flex min-w-0 flex-1 flex-col p-6 sm:p-7">
        <div className="flex flex-wrap items-center gap-2">
          {promotion.badge && (
            <span
              className={clsx(
                'rounded-full px-2.5 py-1 font-bold text-[11px] uppercase tracking-wider shadow-sm',
                promotionBadgeClass(promotion.badge),
              )}
            >
              {promotion.badge}
            </span>
          )}
          {promotion.is_ad && (
            <span className="rounded-full border border-white/40 px-2 py-0.5 font-medium text-[11px] text-white/90 uppercase tracking-wider">
              Ad
            </span>
          )}
        </div>
        <h3 className="mt-3 text-balance font-semibold text-xl leading-snug sm:text-2xl">
          {promotion.title}
        </h3>
        {promotion.description && (
          <p className="mt-2 line-clamp-3 text-pretty text-sm text-white/85 leading-relaxed">
            {promotion.description}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-5">
          {promotion.price && (
            <p className="flex items-baseline gap-2">
              <span className="font-bold text-2xl">{promotion.price}</span>
              {promotion.old_price && (
                <span className="text-sm text-white/70 line-through">
                  <span className="sr-only">was </span>
                  {promotion.old_price}
                </span>
              )}
            </p>
          )}
          {promotion.href && (
            <a
              href={promotion.href}
              target="_blank"
              rel={promotion.is_ad ? 'sponsored noopener noreferrer' : 'noopener noreferrer'}
              className="ml-auto inline-flex items-center gap-1.5 rounded-full bg-white px-4 py-2 font-semibold text-sm text-zinc-900 shadow-sm transition-transform hover:-translate-y-0.5 focus-visible:outline-white"
            >
              {promotion.cta_text || 'Learn more'}
              <ArrowUpRight aria-hidden="true" className="size-4" />
              <span className="sr-only">: {promotion.title} (opens in a new tab)</span>
            </a>
          )}
        </div>
      </div>
      {promotion.image && (
        <div className="relative hidden w-2/5 max-w-56 shrink-0 p-4 pl-0 sm:block">
          <SiteImage
            src={promotion.image}
            alt=""
            fallback="placeholder"
            sizes={IMAGE_SIZES.promotion}
            className="size-full rounded-2xl bg-white/10"
          />
        </div>
      )}
    </article>
  );
}
