import { useEffect } from 'react';

/** While `active` the page behind stays still (under a dialog or the cart drawer). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [active]);
}
