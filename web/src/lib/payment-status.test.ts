import { describe, expect, it } from 'vitest';
import { downloadLabel, isFileDownloaded, paymentStatusTone, trackingTail } from './payment-status';

const files = (count: number) => Array.from({ length: count }, (_, index) => ({ index }));

describe('downloadLabel', () => {
  it('reads N/A when the order has no files', () => {
    expect(downloadLabel({ downloaded_files: [], download_status: {} })).toBe('N/A');
  });

  it('reads Not Downloaded when no link was used', () => {
    expect(downloadLabel({ downloaded_files: files(2), download_status: {} })).toBe('Not Downloaded');
    expect(downloadLabel({ downloaded_files: files(2), download_status: { 0: false, 1: false } })).toBe(
      'Not Downloaded',
    );
  });

  it('counts the used links: Partially (x/y)', () => {
    expect(downloadLabel({ downloaded_files: files(3), download_status: { 1: true } })).toBe(
      'Partially (1/3)',
    );
    expect(downloadLabel({ downloaded_files: files(3), download_status: { 0: true, 2: true } })).toBe(
      'Partially (2/3)',
    );
  });

  it('reads Completed when every link was used', () => {
    expect(downloadLabel({ downloaded_files: files(2), download_status: { 0: true, 1: true } })).toBe(
      'Completed',
    );
  });

  it('ignores marks for files the order does not list', () => {
    expect(downloadLabel({ downloaded_files: files(1), download_status: { 5: true } })).toBe(
      'Not Downloaded',
    );
  });
});

describe('isFileDownloaded', () => {
  it('is true only for a used link', () => {
    const transaction = { downloaded_files: files(2), download_status: { 0: true, 1: false } };
    expect(isFileDownloaded(transaction, 0)).toBe(true);
    expect(isFileDownloaded(transaction, 1)).toBe(false);
    expect(isFileDownloaded(transaction, 2)).toBe(false);
  });
});

describe('paymentStatusTone', () => {
  it('colours the three known states and leaves the rest neutral', () => {
    expect(paymentStatusTone('COMPLETED')).toBe('success');
    expect(paymentStatusTone('PENDING')).toBe('warning');
    expect(paymentStatusTone('FAILED')).toBe('danger');
    expect(paymentStatusTone('REVERSED')).toBe('neutral');
    expect(paymentStatusTone('CANCELLED')).toBe('neutral');
  });
});

describe('trackingTail', () => {
  it('keeps the last characters, or a dash without an id', () => {
    expect(trackingTail('abcdefghijklmnop', 8)).toBe('ijklmnop');
    expect(trackingTail(null, 8)).toBe('—');
  });
});
