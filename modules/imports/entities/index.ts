export { ImportItem, ImportItemSchema } from './import-item.entity.ts';
export { Redirect, RedirectSchema } from './redirect.entity.ts';
