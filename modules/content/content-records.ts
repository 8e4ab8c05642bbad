import { randomUUID } from 'node:crypto';
import type { EntityClass, FilterQuery, RequiredEntityData } from '@mikro-orm/core';
import { requireId } from '../platform/http/index.ts';
import {
  type ChangeEvent,
  type ContentDeps,
  commitChange,
  nextImage,
  orThrowNotFound,
  sentFields,
} from './content-changes.ts';

/** What the shared create, update and delete need to know of one kind of content record. */
export type ImagedRecordKind<E> = {
  entity: EntityClass<E>;
  /** Its change event; `null` when nothing listens to its changes. */
  event: ChangeEvent | null;
  /** The form fields it takes as they are, by the same names as the entity's. */
  fields: readonly (keyof E & string)[];
  /** The property its one uploaded picture is kept in. */
  picture: keyof E & string;
  notFound: string;
};

/**
 * The create, update and delete that projects, promotions, skills and social links share: the
 * sent fields are written as they are, the record's one picture follows the upload (see
 * nextImage), and each change commits with its event (see commitChange).
 */
export class ImagedRecords<E extends { id: string }> {
  readonly #deps: ContentDeps;
  readonly #kind: ImagedRecordKind<E>;

  constructor(deps: ContentDeps, kind: ImagedRecordKind<E>) {
    this.#deps = deps;
    this.#kind = kind;
  }

  async create(input: object, upload: string | undefined): Promise<E> {
    const kind = this.#kind;
    return commitChange(this.#deps, kind.event, 'created', async (tx) => {
      const data: Record<string, unknown> = {
        id: randomUUID(),
        ...this.#sent(input),
        [kind.picture]: upload ?? null,
      };
      const created = tx.create(kind.entity, data as RequiredEntityData<E>);
      return { id: created.id, value: created };
    });
  }

  /** Absent fields keep their values; `remove` clears the picture when nothing is uploaded. */
  async update(
    id: string,
    input: object,
    upload: string | undefined,
    remove: boolean | undefined,
  ): Promise<E> {
    const kind = this.#kind;
    requireId(id, kind.notFound);
    return commitChange(this.#deps, kind.event, 'updated', async (tx) => {
      const found = await this.#find(tx, id);
      tx.assign(found, this.#sent(input) as never);
      const pictures = found as Record<string, string | null | undefined>;
      const next = nextImage(pictures[kind.picture], upload, remove);
      pictures[kind.picture] = next.value;
      return { id, value: found, drop: [next.drop] };
    });
  }

  async delete(id: string): Promise<void> {
    const kind = this.#kind;
    requireId(id, kind.notFound);
    await commitChange(this.#deps, kind.event, 'deleted', async (tx) => {
      const found = await this.#find(tx, id);
      tx.remove(found);
      const picture = (found as Record<string, string | null | undefined>)[kind.picture];
      return { id, value: undefined, drop: [picture] };
    });
  }

  async #find(tx: ContentDeps['em'], id: string): Promise<E> {
    const found = await tx.findOne(this.#kind.entity, { id } as FilterQuery<E>);
    return orThrowNotFound(found as E | null, this.#kind.notFound);
  }

  #sent(input: object): Record<string, unknown> {
    return sentFields(input as Record<string, unknown>, this.#kind.fields);
  }
}
