import { useState } from 'react';
import { cn } from '../lib/cn';
import { initialsOf } from '../lib/initials';

const SIZES = { sm: 'size-9 text-xs', md: 'size-11 text-sm', lg: 'size-24 text-2xl' } as const;

function initials(name: string): string {
  return initialsOf(name) || '?';
}

type AvatarProps = { name: string; src?: string | null; size?: keyof typeof SIZES; className?: string };

/** A round photo, or the person's initials on a gradient when there is none (or it fails to load). */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-linear-to-br from-indigo-500 to-violet-500 font-semibold text-white ring-2 ring-white dark:ring-zinc-900',
        SIZES[size],
        className,
      )}
    >
      {showImage ? (
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(src)} />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
