import { p } from '@mikro-orm/core';
import { createdAtColumn, table, updatedAtColumn } from '../../platform/db/index.ts';

/**
 * An old address that answers 301 to a page of this site: `fromPath` is a path (no trailing
 * slash but `/`) or `/?p=<id>`; `toPath` is always a path of this site (one leading `/`).
 * `source` says who made it: `wordpress` (an import) or `manual` (the owner, through the API);
 * an import never overwrites a manual one.
 */
export const RedirectSchema = table('Redirect', 'redirect', {
  id: p.uuid().primary(),
  fromPath: p.string().length(500).unique('redirect_from_unique'),
  toPath: p.string().length(500),
  status: p.integer().default(301),
  source: p.string().length(20).default('manual'),
  createdAt: createdAtColumn(),
  updatedAt: updatedAtColumn(),
});

export class Redirect extends RedirectSchema.class {}
RedirectSchema.setClass(Redirect);
