import { clsx } from 'clsx';
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import type { PromotionView } from '../../api/content-admin';
import { Badge } from '../../components/badge';
import { StatusToggle } from '../../components/status-toggle';
import { uploadUrl } from '../../lib/api-client';
import { CELL, EditDeleteActions, ExternalUrl, HEAD } from '../shared/table';

export type PromotionAction = 'edit' | 'delete' | 'toggle';

type PromotionsTableProps = {
  promotions: readonly PromotionView[];
  busyIds: ReadonlySet<string>;
  onAction: (action: PromotionAction, promotion: PromotionView) => void;
};

function Thumb({ promotion }: { promotion: PromotionView }) {
  const [broken, setBroken] = useState(false);
  if (promotion.image && !broken) {
    return (
      <img
        src={uploadUrl(promotion.image)}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className="size-12 shrink-0 rounded-xl object-cover ring-1 ring-zinc-200 dark:ring-white/10"
      />
    );
  }
  return (
    <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-zinc-100 text-zinc-400 dark:bg-white/5">
      <ImageIcon aria-hidden="true" className="size-5" />
    </span>
  );
}

function Identity({ promotion }: { promotion: PromotionView }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Thumb promotion={promotion} />
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
export function PromotionsTable({ promotions, busyIds, onAction }: PromotionsTableProps) {
  const status = (promotion: PromotionView) => (
    <StatusToggle
      active={promotion.is_active}
      subject={promotion.title}
      busy={busyIds.has(promotion.id)}
      onToggle={() => onAction('toggle', promotion)}
    />
  );
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[860px] border-collapse">
          <thead className="border-zinc-200/80 border-b bg-zinc-50/80 dark:border-white/10 dark:bg-white/[0.02]">
            <tr>
              {['Order', 'Promotion', 'Type', 'Badge', 'Link', 'Status'].map((label) => (
                <th key={label} scope="col" className={HEAD}>
                  {label}
                </th>
              ))}
              <th scope="col" className={clsx(HEAD, 'text-right')}>
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-zinc-200/70 dark:divide-white/5">
            {promotions.map((promotion) => (
              <tr
                key={promotion.id}
                className="transition-colors hover:bg-zinc-50/70 dark:hover:bg-white/[0.02]"
              >
                <td className={clsx(CELL, 'w-16 tabular-nums')}>{promotion.order_index}</td>
                <td className={clsx(CELL, 'max-w-60')}>
                  <Identity promotion={promotion} />
                </td>
                <td className={CELL}>
                  <Badge tone="accent">{promotion.type}</Badge>
                </td>
                <td className={CELL}>
                  {promotion.badge ? (
                    <Badge tone="warning">{promotion.badge}</Badge>
                  ) : (
                    <span className="text-zinc-400">—</span>
                  )}
                </td>
                <td className={CELL}>
                  <ExternalUrl className="max-w-36" href={promotion.href} />
                </td>
                <td className={CELL}>{status(promotion)}</td>
                <td className={clsx(CELL, 'py-2')}>
                  <EditDeleteActions
                    className="justify-end"
                    subject={promotion.title}
                    busy={busyIds.has(promotion.id)}
                    onEdit={() => onAction('edit', promotion)}
                    onDelete={() => onAction('delete', promotion)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-zinc-200/70 md:hidden dark:divide-white/5">
        {promotions.map((promotion) => (
          <li key={promotion.id} className="space-y-3 p-4">
            <Identity promotion={promotion} />
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
                #{promotion.order_index}
              </span>
              <Badge tone="accent">{promotion.type}</Badge>
              {promotion.badge && <Badge tone="warning">{promotion.badge}</Badge>}
              {status(promotion)}
            </div>
            <div className="flex items-center justify-between gap-2 text-sm">
              <ExternalUrl className="max-w-36" href={promotion.href} />
              <EditDeleteActions
                className="justify-end"
                subject={promotion.title}
                busy={busyIds.has(promotion.id)}
                onEdit={() => onAction('edit', promotion)}
                onDelete={() => onAction('delete', promotion)}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
