import { type ReactNode, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { useScrollLock } from '../hooks/use-scroll-lock';
import { Backdrop } from './backdrop';

type DialogLayerProps = {
  open: boolean;
  /** Escape and a click on the backdrop call it. */
  onDismiss: () => void;
  labelledBy: string;
  describedBy?: string;
  /** Where the panel sits over the page (flex placement of the fixed layer). */
  layerClassName: string;
  panelClassName: string;
  backdropTestId?: string;
  children: ReactNode;
};

/**
 * A modal panel over the page, in a portal: a backdrop behind, focus kept inside while open and
 * given back on close, the page behind held still. The Modal and the cart drawer are its panels.
 */
export function DialogLayer({
  open,
  onDismiss,
  labelledBy,
  describedBy,
  layerClassName,
  panelClassName,
  backdropTestId,
  children,
}: DialogLayerProps) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, open, onDismiss);
  useScrollLock(open);

  if (!open) return null;

  return createPortal(
    <div className={`fixed inset-0 z-50 flex ${layerClassName}`}>
      <Backdrop onClick={onDismiss} testId={backdropTestId} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={panelClassName}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
