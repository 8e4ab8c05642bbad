import { describe, expect, it } from 'vitest';
import { routeLabel } from './request-metrics.ts';

describe('routeLabel', () => {
  it('uses the matched route pattern', () => {
    expect(routeLabel('/api/blog/:slug', '/api/blog/hello')).toBe('/api/blog/:slug');
  });

  it('gives what no route claims a bounded set of labels', () => {
    expect(routeLabel(undefined, '/api/nope/123')).toBe('unmatched');
    expect(routeLabel(undefined, '/api')).toBe('unmatched');
    expect(routeLabel(undefined, '/uploads/a.jpg')).toBe('/uploads');
    expect(routeLabel(undefined, '/assets/index-abc.js')).toBe('/assets');
    expect(routeLabel(undefined, '/admin/queues/queue/mail')).toBe('/admin/queues');
    expect(routeLabel(undefined, '/blog/some-post')).toBe('page');
    expect(routeLabel(undefined, '/apiary')).toBe('page');
  });
});
