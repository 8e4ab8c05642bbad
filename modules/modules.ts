import { type EventHandler, KERNEL_QUEUES } from './platform/events/index.ts';
import type { ApiRouter } from './platform/http/index.ts';
import type { JobDefinition } from './platform/queues/index.ts';
import {
  type ModuleDeps,
  wireAdmin,
  wireAnalytics,
  wireBlog,
  wireContent,
  wireDashboard,
  wireImports,
  wireKernel,
  wireMedia,
  wireNewsletter,
  wireOperations,
  wirePayments,
  wireSearch,
  wireShared,
  wireShop,
} from './wiring/index.ts';

export type { ModuleDeps } from './wiring/index.ts';

/** What every module hands the composition roots. */
export type ModuleParts = {
  routes: ApiRouter[];
  jobs: JobDefinition[];
  handlers: EventHandler[];
};

/**
 * Wires every domain module from the shared dependencies, in dependency order: a module is
 * created after everything it is given. Each module's wiring is one function in `wiring/`. Used
 * by both composition roots: the API mounts the routes, the worker runs the jobs and event
 * handlers.
 */
export function createModules(deps: ModuleDeps) {
  const kernel = wireKernel(deps);
  const media = wireMedia(kernel);

  // Modules that need no other module.
  const content = wireContent(kernel);
  const analytics = wireAnalytics(kernel);
  const admin = wireAdmin(kernel);

  // What the later modules share (the site's name, visitors, owner's emails; the mailer).
  const shared = wireShared(kernel, { content, analytics, admin });

  // Modules built on those: the shop, then payments through the orders port the shop fills.
  const shop = wireShop(shared);
  const payments = wirePayments(shared, { shop });
  const blog = wireBlog(shared, { shop });
  const newsletter = wireNewsletter(shared, { blog });
  const search = wireSearch(shared, { content, blog, shop });
  const imports = wireImports(shared, { blog, content, shop, newsletter });

  // Operators' metrics and alerts read the queues every module declares (known once `jobs` is).
  let queueNames: readonly string[] = [];
  const operations = wireOperations(shared, { payments, queueNames: () => queueNames });

  // Last, the dashboard adds up every module's part.
  const dashboard = wireDashboard({ admin, content, blog, shop, newsletter, payments, search });

  const parts: ModuleParts[] = [
    media,
    admin,
    analytics,
    content,
    blog,
    shop,
    payments,
    newsletter,
    search,
    imports,
    operations,
  ];
  const { storage, mailer, caches } = shared;
  const jobs = parts.flatMap((part) => part.jobs);
  queueNames = [
    ...new Set([...KERNEL_QUEUES.map((queue) => queue.name), ...jobs.map((job) => job.queue.name)]),
  ];
  return {
    storage,
    media,
    admin,
    analytics,
    content,
    blog,
    shop,
    payments,
    newsletter,
    mailer,
    search,
    imports,
    operations,
    routes: [...parts.flatMap((part) => part.routes), dashboard],
    jobs,
    handlers: parts.flatMap((part) => part.handlers),
    /** Every queue: the kernel's and those the modules' jobs declare (for the queue dashboard). */
    queueNames,
    /** The answers' versions (one per namespace) the server-rendered pages depend on. */
    publicCaches: caches.all,
    /** Ends every public cache's Redis subscriber (on shutdown). */
    closeCaches: caches.close,
  };
}
