import type { ReactNode } from 'react';
import { Alert } from './alert';

/**
 * A short note for visitors without JavaScript, beside a control that cannot work for them (the
 * server renders the page, but forms and the cart run in the browser). React leaves <noscript>
 * alone when hydrating, so the note is never shown once the page runs.
 */
export function NoScriptNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <noscript>
      <Alert tone="info" className={className}>
        {children}
      </Alert>
    </noscript>
  );
}
