import type { ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button';

type GoButtonProps = {
  /** Where the button goes: a page, or a home section (`/#shop`). */
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
};

/**
 * A button that goes somewhere, on a part of a public page that is the server's HTML only (the spec
 * asks for buttons there: 'Back to Blog', 'Continue Shopping'). No React handles it: the page's
 * script does (web/src/page-script.ts, `data-go`), as it does a home section's link.
 */
export function GoButton({ to, variant, size, className, children }: GoButtonProps) {
  return (
    <button type="button" data-go={to} className={buttonClasses({ variant, size }, className)}>
      {children}
    </button>
  );
}
