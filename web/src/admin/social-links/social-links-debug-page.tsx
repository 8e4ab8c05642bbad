import { RotateCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../components/alert';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Skeleton } from '../../components/spinner';
import { API_BASE } from '../../lib/api-base';
import { readAdminToken } from '../../lib/api-client';
import { ContentPageHeader } from '../shared/content-page';
import { debugFetchError, SOCIAL_LINK_MESSAGES } from './social-link-rules';

type DebugState = {
  tokenPresent: boolean;
  url: string;
  timestamp: string;
  status: 'loading' | 'done' | 'error';
  error?: string;
  raw?: unknown;
};

/** GET /api/social-links without the data layer, so the raw status and body are visible. */
export async function loadDebug(fetcher: typeof fetch = globalThis.fetch): Promise<DebugState> {
  const token = readAdminToken();
  const url = `${API_BASE}/api/social-links`;
  const base = { tokenPresent: Boolean(token), url, timestamp: new Date().toISOString() };
  if (!token) return { ...base, status: 'error', error: SOCIAL_LINK_MESSAGES.noToken };
  try {
    const response = await fetcher(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = await response.text();
    if (!response.ok) return { ...base, status: 'error', error: debugFetchError(response.status, body) };
    try {
      return { ...base, status: 'done', raw: JSON.parse(body) };
    } catch {
      return { ...base, status: 'done', raw: body };
    }
  } catch (error) {
    return { ...base, status: 'error', error: error instanceof Error ? error.message : String(error) };
  }
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:gap-4">
      <dt className="w-40 shrink-0 font-medium text-sm text-zinc-500 dark:text-zinc-400">{label}</dt>
      <dd className="min-w-0 break-all text-sm text-zinc-900 dark:text-zinc-100">{children}</dd>
    </div>
  );
}

/** /admin/social-links-debug: token presence, API URL, time of the read and the raw answer. */
export function SocialLinksDebugPage() {
  const [state, setState] = useState<DebugState | null>(null);
  const [loading, setLoading] = useState(true);

  const refresh = useCallback(async () => {
    setLoading(true);
    setState(await loadDebug());
    setLoading(false);
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const raw = state?.raw as { socialLinks?: unknown[] } | undefined;
  const count = Array.isArray(raw?.socialLinks) ? raw.socialLinks.length : undefined;

  return (
    <div className="space-y-6">
      <ContentPageHeader
        title="Social Links Debug"
        description="What the API answers for the social links, unprocessed."
        action={
          <Button variant="outline" onClick={() => void refresh()} loading={loading}>
            {!loading && <RotateCw aria-hidden="true" className="size-4" />}
            Refresh Data
          </Button>
        }
      />
      <Card className="p-5">
        <h3 className="font-semibold text-zinc-950 dark:text-white">Debug information</h3>
        {state ? (
          <dl className="mt-2 divide-y divide-zinc-200/70 dark:divide-white/5">
            <Row label="Token">
              {state.tokenPresent ? (
                <Badge tone="success">Present</Badge>
              ) : (
                <Badge tone="danger">Missing</Badge>
              )}
            </Row>
            <Row label="API URL">
              <code className="font-mono text-xs">{state.url}</code>
            </Row>
            <Row label="Timestamp">
              <time dateTime={state.timestamp}>{state.timestamp}</time>
            </Row>
            {count !== undefined && <Row label="Links">{count}</Row>}
          </dl>
        ) : (
          <div className="mt-4 space-y-3" aria-hidden="true">
            <Skeleton className="h-5 w-64" />
            <Skeleton className="h-5 w-80" />
            <Skeleton className="h-5 w-56" />
          </div>
        )}
      </Card>
      {state?.error && <Alert tone="error">{state.error}</Alert>}
      {state?.status === 'done' && (
        <Card className="overflow-hidden">
          <h3
            id="raw-data-heading"
            className="border-zinc-200/80 border-b px-5 py-3 font-semibold text-zinc-950 dark:border-white/10 dark:text-white"
          >
            Raw data
          </h3>
          {/* It scrolls on its own: focusable, so a keyboard can scroll it, and a named region. */}
          <section
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1)
            tabIndex={0}
            aria-labelledby="raw-data-heading"
            className="max-h-[60vh] overflow-auto focus-visible:outline-2 focus-visible:outline-indigo-500 focus-visible:-outline-offset-2"
          >
            <pre className="p-5 font-mono text-xs text-zinc-800 leading-relaxed dark:text-zinc-200">
              {JSON.stringify(state.raw, null, 2)}
            </pre>
          </section>
        </Card>
      )}
    </div>
  );
}
