import { describe, expect, it } from 'vitest';
import {
  digestDateDue,
  JOB_FAILURE_WINDOW_MS,
  jobFailureObservations,
  keysToResolve,
  localDateAndHour,
  REPORTED_QUIET_MS,
} from './problem-rules.ts';

const NOW = Date.parse('2026-11-27T10:00:00Z');

describe('jobFailureObservations', () => {
  it('makes one problem per queue and job name, counting recent failures only', () => {
    const observations = jobFailureObservations(
      [
        { queue: 'mail', name: 'send', failedReason: 'old', finishedOn: NOW - 2_000 },
        { queue: 'mail', name: 'send', failedReason: 'newest', finishedOn: NOW - 1_000 },
        { queue: 'mail', name: 'send', failedReason: 'stale', finishedOn: NOW - JOB_FAILURE_WINDOW_MS - 1 },
        { queue: 'shop', name: 'resend-receipt', failedReason: undefined, finishedOn: NOW },
        { queue: 'shop', name: 'never-finished', failedReason: 'x', finishedOn: undefined },
      ],
      NOW,
    );
    expect(observations.map((entry) => entry.key)).toEqual([
      'job_failed:mail/send',
      'job_failed:shop/resend-receipt',
    ]);
    expect(observations[0]?.detail).toMatch(/^2 job\(s\) of mail\/send .* Last error: newest$/);
    expect(observations[0]?.link).toBe('/admin/queues/queue/mail?status=failed');
    expect(observations[1]?.detail).toMatch(/Last error: unknown$/);
  });
});

describe('keysToResolve', () => {
  const now = new Date(NOW);
  const open = [
    { key: 'outbox_stalled', kind: 'outbox_stalled' as const, lastSeenAt: now },
    { key: 'job_failed:a/b', kind: 'job_failed' as const, lastSeenAt: now },
    { key: 'payment_pending:1', kind: 'payment_pending' as const, lastSeenAt: now },
    {
      key: 'storage_write_refused',
      kind: 'storage_write_refused' as const,
      lastSeenAt: new Date(NOW - REPORTED_QUIET_MS),
    },
    { key: 'storage_write_refused:b', kind: 'storage_write_refused' as const, lastSeenAt: new Date(NOW - 1) },
  ];

  it('resolves checked kinds no longer seen and quiet reported ones', () => {
    const seen = new Set(['job_failed:a/b']);
    const checked = new Set(['outbox_stalled', 'job_failed'] as const);
    expect(keysToResolve(open, seen, checked, now)).toEqual(['outbox_stalled', 'storage_write_refused']);
  });

  it('keeps problems of a kind whose check failed', () => {
    expect(keysToResolve(open.slice(0, 3), new Set(), new Set(), now)).toEqual([]);
  });
});

describe('digest dates', () => {
  it('reads the date and hour in the site time zone', () => {
    expect(localDateAndHour(new Date('2026-11-27T22:30:00Z'), 'Africa/Nairobi')).toEqual({
      date: '2026-11-28',
      hour: 1,
    });
  });

  it('is due from 08:00 local time', () => {
    expect(digestDateDue(new Date('2026-11-27T04:59:00Z'), 'Africa/Nairobi')).toBeUndefined();
    expect(digestDateDue(new Date('2026-11-27T05:00:00Z'), 'Africa/Nairobi')).toBe('2026-11-27');
  });
});
