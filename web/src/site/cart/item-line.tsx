import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { formatMoney, fromCents, lineCents } from '../../lib/money';
import { IMAGE_SIZES } from '../shared/picture-sources';
import { SiteImage } from '../shared/site-image';
import type { CartItem } from './cart-state';

type ItemLineProps = {
  item: CartItem;
  /** Under the name: the price, or 'quantity x price'. */
  detail: string;
  className: string;
  /** The picture's size (Tailwind). */
  imageClassName: string;
  /** Below the detail, e.g. the quantity controls. */
  children?: ReactNode;
};

/** One line of the cart as the drawer and the checkout show it: picture, name, detail and line total. */
export function ItemLine({ item, detail, className, imageClassName, children }: ItemLineProps) {
  return (
    <li className={clsx('flex gap-3', className)}>
      <SiteImage
        src={item.image}
        alt=""
        fallback="placeholder"
        sizes={IMAGE_SIZES.thumbnail}
        className={clsx(imageClassName, 'shrink-0 overflow-hidden rounded-xl')}
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-zinc-950 dark:text-white">{item.name}</p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{detail}</p>
        {children}
      </div>
      <p className="font-semibold text-sm text-zinc-950 tabular-nums dark:text-white">
        {formatMoney(fromCents(lineCents(item.price, item.quantity)), item.currency)}
      </p>
    </li>
  );
}
