import { Calendar, Clock, Eye, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { authorOf, type PostView, postDateOf, readTimeOf } from '../../api/blog';
import { cn } from '../../lib/cn';
import { counted } from '../../lib/counted';

type PostMetaProps = {
  post: PostView;
  /** Author and views; the list cards leave them out. */
  full?: boolean;
  /** Small icons and gaps for a card, larger ones for the post page. */
  size?: 'sm' | 'md';
  className?: string;
};

/** The post's author, date, read time and views, each with its icon. */
export function PostMeta({ post, full = true, size = 'sm', className }: PostMetaProps) {
  const item = size === 'sm' ? 'gap-1 [&_svg]:size-3.5' : 'gap-1.5 [&_svg]:size-4';
  const entry = (icon: ReactNode, text: ReactNode) => (
    <span className={cn('inline-flex items-center', item)}>
      {icon}
      {text}
    </span>
  );
  return (
    <div className={cn('flex flex-wrap gap-y-1 text-zinc-600 dark:text-zinc-400', className)}>
      {full && entry(<User aria-hidden="true" />, authorOf(post))}
      {entry(<Calendar aria-hidden="true" />, postDateOf(post))}
      {entry(<Clock aria-hidden="true" />, `${readTimeOf(post)} min read`)}
      {full && entry(<Eye aria-hidden="true" />, counted(post.views ?? 0, 'view'))}
    </div>
  );
}
