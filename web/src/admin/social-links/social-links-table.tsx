import { Link2 } from 'lucide-react';
import type { SocialLinkView } from '../../api/content-admin';
import { Badge } from '../../components/badge';
import { type ContentRows, ContentTable } from '../shared/content-table';
import { ExternalUrl } from '../shared/table';
import { Thumbnail } from '../shared/uploaded-image';

function Identity({ link }: { link: SocialLinkView }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Thumbnail
        path={link.icon}
        size="size-10"
        contain
        fallbackClassName="text-white"
        fallbackStyle={{ backgroundColor: link.color }}
      >
        <Link2 className="size-4.5" />
      </Thumbnail>
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
export function SocialLinksTable(rows: ContentRows<SocialLinkView>) {
  const identity = (link: SocialLinkView) => <Identity link={link} />;
  const platform = (link: SocialLinkView) => <Badge className="capitalize">{link.platform}</Badge>;
  const url = (link: SocialLinkView) => <ExternalUrl className="max-w-56" href={link.url} />;
  return (
    <ContentTable
      {...rows}
      columns={[
        { label: 'Social Link', cellClassName: 'max-w-72', cell: identity },
        { label: 'Platform', cell: platform },
        { label: 'URL', cell: url },
      ]}
      minWidth="min-w-[760px]"
      subject={(link) => link.name}
      identity={identity}
      badges={platform}
      link={url}
    />
  );
}
