import type { BadgeTone } from '../components/badge';

/**
 * How payment states read on the site and in the back office (public spec section 4, admin spec
 * section 4): COMPLETED green, PENDING yellow, FAILED red, anything else neutral.
 */
export function paymentStatusTone(status: string): BadgeTone {
  switch (status.toUpperCase()) {
    case 'COMPLETED':
      return 'success';
    case 'PENDING':
      return 'warning';
    case 'FAILED':
      return 'danger';
    default:
      return 'neutral';
  }
}

type DownloadState = {
  downloaded_files: readonly { index: number }[];
  download_status: Readonly<Record<string, boolean>>;
};

/** Whether one file's single-use link has been used. */
export function isFileDownloaded(transaction: DownloadState, index: number): boolean {
  return transaction.download_status[String(index)] === true;
}

/**
 * The transaction-level download label: 'N/A' without files, 'Not Downloaded' when none was used,
 * 'Completed' when all were, else 'Partially (x/y)'.
 */
export function downloadLabel(transaction: DownloadState): string {
  const total = transaction.downloaded_files.length;
  if (total === 0) return 'N/A';
  const used = transaction.downloaded_files.filter((file) =>
    isFileDownloaded(transaction, file.index),
  ).length;
  if (used === 0) return 'Not Downloaded';
  if (used === total) return 'Completed';
  return `Partially (${used}/${total})`;
}

/** The last `count` characters of a tracking id (8 in admin lists, 12 on the callback page). */
export function trackingTail(trackingId: string | null | undefined, count: number): string {
  return trackingId ? trackingId.slice(-count) : '—';
}
