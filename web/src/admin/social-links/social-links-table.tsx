import { clsx } from 'clsx';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import type { SocialLinkView } from '../../api/content-admin';
import { Badge } from '../../components/badge';
import { StatusToggle } from '../../components/status-toggle';
import { uploadUrl } from '../../lib/api-client';
import { CELL, EditDeleteActions, ExternalUrl, HEAD } from '../shared/table';

export type SocialLinkAction = 'edit' | 'delete' | 'toggle';

type SocialLinksTableProps = {
  links: readonly SocialLinkView[];
  busyIds: ReadonlySet<string>;
  onAction: (action: SocialLinkAction, link: SocialLinkView) => void;
};

function LinkIcon({ link }: { link: SocialLinkView }) {
  const [broken, setBroken] = useState(false);
  if (link.icon && !broken) {
    return (
      <img
        src={uploadUrl(link.icon)}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className="size-10 shrink-0 rounded-xl bg-zinc-50 object-contain p-1.5 ring-1 ring-zinc-200 dark:bg-white/5 dark:ring-white/10"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-xl text-white"
      style={{ backgroundColor: link.color }}
    >
      <Link2 className="size-4.5" />
    </span>
  );
}

function Identity({ link }: { link: SocialLinkView }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <LinkIcon link={link} />
      <div className="min-w-0">
        <p className="truncate font-medium text-zinc-950 dark:text-white">{link.name}</p>
        <p className="flex items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">
          <span
            aria-hidden="true"
            className="size-3 rounded-full ring-1 ring-black/10"
            style={{ backgroundColor: link.color }}
          />
          <span
            aria-hidden="true"
            className="size-3 rounded-full ring-1 ring-black/10"
            style={{ backgroundColor: link.hover_color }}
          />
          <span className="font-mono">{link.color}</span>
        </p>
      </div>
    </div>
  );
}

/** Spec columns: Order, Social Link, Platform, URL, Status, Actions; cards on phones. */
export function SocialLinksTable({ links, busyIds, onAction }: SocialLinksTableProps) {
  const status = (link: SocialLinkView) => (
    <StatusToggle
      active={link.is_active}
      subject={link.name}
      busy={busyIds.has(link.id)}
      onToggle={() => onAction('toggle', link)}
    />
  );
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[760px] border-collapse">
          <thead className="border-zinc-200/80 border-b bg-zinc-50/80 dark:border-white/10 dark:bg-white/[0.02]">
            <tr>
              {['Order', 'Social Link', 'Platform', 'URL', 'Status'].map((label) => (
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
            {links.map((link) => (
              <tr key={link.id} className="transition-colors hover:bg-zinc-50/70 dark:hover:bg-white/[0.02]">
                <td className={clsx(CELL, 'w-16 tabular-nums')}>{link.order_index}</td>
                <td className={clsx(CELL, 'max-w-72')}>
                  <Identity link={link} />
                </td>
                <td className={CELL}>
                  <Badge className="capitalize">{link.platform}</Badge>
                </td>
                <td className={CELL}>
                  <ExternalUrl className="max-w-56" href={link.url} />
                </td>
                <td className={CELL}>{status(link)}</td>
                <td className={clsx(CELL, 'py-2')}>
                  <EditDeleteActions
                    className="justify-end"
                    subject={link.name}
                    busy={busyIds.has(link.id)}
                    onEdit={() => onAction('edit', link)}
                    onDelete={() => onAction('delete', link)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="divide-y divide-zinc-200/70 md:hidden dark:divide-white/5">
        {links.map((link) => (
          <li key={link.id} className="space-y-3 p-4">
            <Identity link={link} />
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
                #{link.order_index}
              </span>
              <Badge className="capitalize">{link.platform}</Badge>
              {status(link)}
            </div>
            <div className="flex items-center justify-between gap-2 text-sm">
              <ExternalUrl className="max-w-56" href={link.url} />
              <EditDeleteActions
                className="justify-end"
                subject={link.name}
                busy={busyIds.has(link.id)}
                onEdit={() => onAction('edit', link)}
                onDelete={() => onAction('delete', link)}
              />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
