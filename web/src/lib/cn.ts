import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Class lists for the UI primitives: clsx's conditional syntax, then tailwind-merge so a caller's
 * class wins over the primitive's own when both set the same property (`px-2` over `px-4`,
 * `hidden sm:inline-flex` over `inline-flex`).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
