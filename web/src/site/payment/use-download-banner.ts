import { useEffect, useRef, useState } from 'react';
import { PAYMENT_MESSAGES } from '../../api/payments';
import type { DownloadResult } from './download-file';

export type DownloadBanner = { tone: 'success' | 'error' | 'info'; title?: string; text: string };

/** Spec (public sections 8 and 9): success and 'already downloaded' clear after 3 s, errors after 5 s. */
export const SHORT_BANNER_MS = 3000;
export const LONG_BANNER_MS = 5000;

function bannerFor(result: DownloadResult): DownloadBanner {
  if (result.kind === 'done') return { tone: 'success', text: PAYMENT_MESSAGES.downloadCompleted };
  if (result.kind === 'already') {
    return { tone: 'info', title: PAYMENT_MESSAGES.alreadyDownloadedTitle, text: result.message };
  }
  return { tone: 'error', text: result.message };
}

/** The download status banner: shows one result at a time and clears itself. */
export function useDownloadBanner() {
  const [banner, setBanner] = useState<DownloadBanner | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(result: DownloadResult) {
    clearTimeout(timer.current);
    setBanner(bannerFor(result));
    const wait = result.kind === 'error' ? LONG_BANNER_MS : SHORT_BANNER_MS;
    timer.current = setTimeout(() => setBanner(null), wait);
  }

  return { banner, show, dismiss: () => setBanner(null) };
}
