import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { KoaAdapter } from '@bull-board/koa';
import { Queue } from 'bullmq';
import type { Middleware } from 'koa';
import { type MikroORM, withEntityManagerScope } from '../../platform/db/index.ts';
import { ForbiddenError, UnauthorizedError } from '../../platform/errors/index.ts';
import type { AuthenticatedUser, RequestState } from '../../platform/http/index.ts';
import { createQueueConnection } from '../../platform/queues/index.ts';
import { SESSION_COOKIE } from '../auth/auth.routes.ts';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';
const ADMIN_HOME = '/admin/dashboard';

// Outside bull-board's React root, so it stays put whatever the board renders. Inline styles
// are allowed by the page CSP (style-src 'unsafe-inline'); scripts would not be.
const BACK_LINK =
  `<a href="${ADMIN_HOME}" style="position:fixed;right:1rem;bottom:1rem;z-index:2147483647;` +
  'padding:.5rem .9rem;border-radius:9999px;background:#0f172a;color:#fff;font:500 14px/1.2 ' +
  'system-ui,sans-serif;text-decoration:none;box-shadow:0 2px 8px rgba(0,0,0,.3)">← Back to admin</a>';

/**
 * bull-board's page, adapted to this site: its Google Fonts stylesheet goes (the CSP allows
 * only our own origin, so the browser logged a violation; the UI falls back to system fonts),
 * and a link back to the admin goes in.
 */
export function adaptBoardPage(html: string): string {
  return html
    .replace(/<link[^>]+href="https:\/\/fonts\.(googleapis|gstatic)\.com[^>]*>\s*/g, '')
    .replace(/<body([^>]*)>/, (body) => `${body}${BACK_LINK}`);
}

export type QueueDashboardDeps = {
  orm: MikroORM;
  redisUrl: string;
  prefix: string;
  /** Every queue of the system (the kernel's and the modules' jobs'). */
  queueNames: readonly string[];
  resolve: (token: string | undefined) => Promise<AuthenticatedUser | undefined>;
};

/**
 * bull-board for every queue, behind the admin session cookie. The SPA keeps its token in
 * localStorage, which a server page cannot read, so sign-in also sets an HttpOnly cookie.
 * Signed-out browsers are sent to the sign-in page; anything else gets a 401/403.
 */
export function queueDashboard(deps: QueueDashboardDeps): {
  middleware: Middleware<RequestState>;
  close(): Promise<void>;
} {
  // Its own connection: BullMQ wants one that waits out Redis restarts, unlike the request path's.
  const connection = createQueueConnection(deps.redisUrl);
  connection.on('error', () => {
    // Reported by /api/health; the board shows its own error while Redis is away.
  });
  const queues = deps.queueNames.map((name) => new Queue(name, { connection, prefix: deps.prefix }));
  const serverAdapter = new KoaAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: {
      uiConfig: { boardTitle: 'Job queues', miscLinks: [{ text: 'Back to admin', url: ADMIN_HOME }] },
    },
  });
  const board = serverAdapter.registerPlugin() as unknown as Middleware<RequestState>;

  const middleware: Middleware<RequestState> = async (ctx, next) => {
    if (ctx.path !== QUEUE_DASHBOARD_PATH && !ctx.path.startsWith(`${QUEUE_DASHBOARD_PATH}/`)) return next();
    ctx.set('Cache-Control', 'no-store');
    let user: AuthenticatedUser | undefined;
    try {
      user = await withEntityManagerScope(deps.orm, () => deps.resolve(ctx.cookies.get(SESSION_COOKIE)));
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error;
    }
    if (!user) {
      if (ctx.method === 'GET' && ctx.accepts('html', 'json') === 'html') {
        ctx.redirect(`/admin/login?next=${encodeURIComponent(QUEUE_DASHBOARD_PATH)}`);
        return;
      }
      throw new UnauthorizedError();
    }
    if (user.role !== 'admin') throw new ForbiddenError();
    await board(ctx, next);
    if (typeof ctx.body === 'string' && ctx.response.is('html')) ctx.body = adaptBoardPage(ctx.body);
  };
  return {
    middleware,
    async close() {
      await Promise.all(queues.map((queue) => queue.close()));
      connection.disconnect();
    },
  };
}
