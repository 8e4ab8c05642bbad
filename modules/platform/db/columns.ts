import { p } from '@mikro-orm/core';

/** A row's creation time: stamped once, when the row is inserted. */
export function createdAtColumn() {
  return p.datetime().onCreate(() => new Date());
}

/** A row's last change: stamped when the row is inserted and again on every update. */
export function updatedAtColumn() {
  return p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());
}
