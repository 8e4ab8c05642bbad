import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner';

/** A blog page still loading: a centred spinner and what it waits for. */
export function BlogPageLoading({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 py-24 text-zinc-600 dark:text-zinc-400"
    >
      <Spinner size="sm" label="" />
      {children}
    </p>
  );
}

type BlogPageNoticeProps = {
  title: string;
  detail?: string;
  /** `alert` for a failure, `status` for an empty answer; none when the title is the page's heading. */
  role?: 'alert' | 'status';
  /** The post page's notice is its h1. */
  heading?: boolean;
  /** The ways out (back to the blog, home). */
  actions: ReactNode;
};

/** A blog page with nothing to show: why, and the ways out. */
export function BlogPageNotice({ title, detail, role, heading = false, actions }: BlogPageNoticeProps) {
  const Title = heading ? 'h1' : 'p';
  return (
    <div className={heading ? 'py-24 text-center' : 'py-20 text-center'} role={role}>
      <Title
        className={
          heading
            ? 'font-semibold text-2xl text-zinc-950 dark:text-white'
            : 'font-semibold text-lg text-zinc-950 dark:text-white'
        }
      >
        {title}
      </Title>
      {detail && <p className="mt-1 text-zinc-600 dark:text-zinc-400">{detail}</p>}
      {actions}
    </div>
  );
}
