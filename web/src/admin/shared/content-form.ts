import { useEffect, useRef, useState } from 'react';
import { MAX_IMAGE_BYTES } from '../../../../modules/content/content.schemas.ts';
import { ApiError, NETWORK_FAILURE } from '../../lib/api-client';
import { imageError } from './forms';

/** Spec sections 5 and 9: any image/* type, under 5MB, with the field's own size message. */
export function imageFileError(file: File | null | undefined, tooLarge: string): string | undefined {
  return imageError(file, MAX_IMAGE_BYTES, tooLarge);
}

/**
 * Spec section 8's pattern for content screens: the server's error text when it gave one, the
 * action's 'Failed to …' when it answered without one, and 'An error occurred while …' when the
 * call never got an answer (network down, unreadable reply).
 */
export function contentErrorMessage(error: unknown, failed: string, crashed: string = failed): string {
  if (
    !(error instanceof ApiError) ||
    error.status === NETWORK_FAILURE ||
    error.code === 'unexpected_answer'
  ) {
    return crashed;
  }
  return error.fromServer ? error.message : failed;
}

export type Notice = { tone: 'success' | 'error'; text: string } | null;

const NOTICE_MS = 5000;

/** A page's banner: successes fade after 5 s, errors stay until dismissed or replaced. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  function announce(next: Notice) {
    clearTimeout(timer.current);
    setNotice(next);
    if (next?.tone === 'success') timer.current = setTimeout(() => setNotice(null), NOTICE_MS);
  }
  return { notice, announce, dismiss: () => announce(null) };
}
