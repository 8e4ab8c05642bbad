import { ImageIcon } from 'lucide-react';
import type { PromotionView } from '../../api/content-admin';
import { Badge } from '../../components/badge';
import { type ContentRows, ContentTable } from '../shared/content-table';
import { ExternalUrl } from '../shared/table';
import { Thumbnail } from '../shared/uploaded-image';

function Identity({ promotion }: { promotion: PromotionView }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Thumbnail
        path={promotion.image}
        size="size-12"
        fallbackClassName="bg-zinc-100 text-zinc-400 dark:bg-white/5"
      >
        <ImageIcon aria-hidden="true" className="size-5" />
      </Thumbnail>
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-medium text-zinc-950 dark:text-white">
          <span className="truncate">{promotion.title}</span>
          {promotion.is_ad && <Badge tone="info">Ad</Badge>}
        </p>
        {promotion.description && (
          <p className="line-clamp-1 text-sm text-zinc-500 dark:text-zinc-400">{promotion.description}</p>
        )}
        {(promotion.price || promotion.old_price) && (
          <p className="text-xs text-zinc-500 dark:text-zinc-400">
            {promotion.price} {promotion.old_price && <s className="text-zinc-400">{promotion.old_price}</s>}
          </p>
        )}
      </div>
    </div>
  );
}

/** Spec columns: Order, Promotion, Type, Badge, Link, Status, Actions; cards on phones. */
export function PromotionsTable(rows: ContentRows<PromotionView>) {
  const identity = (promotion: PromotionView) => <Identity promotion={promotion} />;
  const link = (promotion: PromotionView) => <ExternalUrl className="max-w-36" href={promotion.href} />;
  return (
    <ContentTable
      {...rows}
      columns={[
        { label: 'Promotion', cellClassName: 'max-w-60', cell: identity },
        { label: 'Type', cell: (promotion) => <Badge tone="accent">{promotion.type}</Badge> },
        {
          label: 'Badge',
          cell: (promotion) =>
            promotion.badge ? (
              <Badge tone="warning">{promotion.badge}</Badge>
            ) : (
              <span className="text-zinc-400">—</span>
            ),
        },
        { label: 'Link', cell: link },
      ]}
      minWidth="min-w-[860px]"
      subject={(promotion) => promotion.title}
      identity={identity}
      badges={(promotion) => (
        <>
          <Badge tone="accent">{promotion.type}</Badge>
          {promotion.badge && <Badge tone="warning">{promotion.badge}</Badge>}
        </>
      )}
      link={link}
    />
  );
}
