// One small wiring function per module, each turning the shared kit into that module's deps;
// `createModules` (modules/modules.ts) calls them in dependency order.
export { wireAdmin } from './admin.ts';
export { wireAnalytics } from './analytics.ts';
export { wireBlog } from './blog.ts';
export { wireContent } from './content.ts';
export { wireDashboard } from './dashboard.ts';
export { wireImports } from './imports.ts';
export { type Kernel, type ModuleDeps, wireKernel } from './kernel.ts';
export { wireMedia } from './media.ts';
export { wireNewsletter } from './newsletter.ts';
export { wireOperations } from './operations.ts';
export { wirePayments } from './payments.ts';
export { wireSearch } from './search.ts';
export { type Shared, wireShared } from './shared.ts';
export { wireShop } from './shop.ts';
