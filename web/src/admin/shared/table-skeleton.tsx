import { Skeleton } from '../../components/spinner';

/**
 * One placeholder row, left to right: a string is one block's classes; a pair is two lines of text
 * (their width classes) that take the row's free space.
 */
export type SkeletonShape = readonly (string | readonly [string, string])[];

/** A content row: order, thumbnail, two lines of text, badge, link, status, buttons. */
const CONTENT_ROW: SkeletonShape = [
  'h-4 w-6',
  'size-12 shrink-0 rounded-xl',
  ['w-40', 'w-56'],
  'hidden h-5 w-20 rounded-full md:block',
  'hidden h-4 w-32 lg:block',
  'h-6 w-16 rounded-full',
  'h-8 w-20 rounded-full',
];

/** Rows of a table while the first answer loads, each of the given shape (a content row by default). */
export function TableSkeleton({
  label,
  rows = 5,
  shape = CONTENT_ROW,
}: {
  label: string;
  rows?: number;
  shape?: SkeletonShape;
}) {
  return (
    <div role="status" aria-label={label} className="divide-y divide-zinc-200/70 dark:divide-white/5">
      {Array.from({ length: rows }, (_, key) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={key} className="flex items-center gap-4 px-4 py-4">
          {shape.map((block, index) =>
            typeof block === 'string' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a shape may repeat a block
              <Skeleton key={index} className={block} />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a shape may repeat a block
              <div key={index} className="flex-1 space-y-2">
                <Skeleton className={`h-3.5 ${block[0]}`} />
                <Skeleton className={`h-3 ${block[1]}`} />
              </div>
            ),
          )}
        </div>
      ))}
    </div>
  );
}
