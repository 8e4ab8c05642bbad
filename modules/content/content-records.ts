import { randomUUID } from 'node:crypto';
import type { EntityClass, FilterQuery, QueryOrderMap, RequiredEntityData } from '@mikro-orm/core';
import { requireId } from '../platform/http/index.ts';
import {
  type ChangeEvent,
  type ContentDeps,
  commitChange,
  nextImage,
  orThrowNotFound,
  sentFields,
} from './content-changes.ts';

/** What the shared reads and writes need to know of one kind of content record. */
export type ContentRecordKind<E, V> = {
  entity: EntityClass<E>;
  /** Its change event; `null` when nothing listens to its changes. */
  event: ChangeEvent | null;
  /** The form fields it takes as they are, by the same names as the entity's. */
  fields: readonly (keyof E & string)[];
  /** The property its one uploaded picture is kept in; the form's `remove_<picture>` clears it. */
  picture: 'image' | 'icon';
  notFound: string;
  /** Which records visitors see. */
  visible: FilterQuery<E>;
  /** The order of every list (ties broken by id). */
  orderBy: QueryOrderMap<E>;
  present(record: E, now: Date): V;
};

type Pictured = Partial<Record<'image' | 'icon', string | null>>;

/**
 * What skills, projects, promotions and social links share: visitors' and the admin's lists,
 * one visible record, and the admin's create, update and delete (the sent fields written as
 * they are, the one picture following the upload, each change committed with its event).
 */
export class ContentRecords<E extends { id: string }, V, C extends object, U extends object> {
  protected readonly deps: ContentDeps;
  readonly #kind: ContentRecordKind<E, V>;

  constructor(deps: ContentDeps, kind: ContentRecordKind<E, V>) {
    this.deps = deps;
    this.#kind = kind;
  }

  /** What visitors see. */
  listPublic(): Promise<V[]> {
    return this.list(this.#kind.visible);
  }

  /** Every record, visible or not. */
  listAll(): Promise<V[]> {
    return this.list({});
  }

  /** One record as visitors see it, or null when it is hidden or gone. */
  async findPublic(id: string): Promise<V | null> {
    const where = { ...(this.#kind.visible as object), id } as FilterQuery<E>;
    const record = await this.deps.em.findOne(this.#kind.entity, where);
    return record ? this.#kind.present(record as E, this.deps.clock()) : null;
  }

  protected async list(where: FilterQuery<E>): Promise<V[]> {
    const records = await this.deps.em.find(this.#kind.entity, where, { orderBy: this.#kind.orderBy });
    const now = this.deps.clock();
    return records.map((record) => this.#kind.present(record as E, now));
  }

  async create(input: C, upload?: string): Promise<V> {
    const kind = this.#kind;
    const record = await commitChange(this.deps, kind.event, 'created', async (tx) => {
      const data: Record<string, unknown> = {
        id: randomUUID(),
        ...this.#sent(input),
        [kind.picture]: upload ?? null,
      };
      const created = tx.create(kind.entity, data as RequiredEntityData<E>);
      return { id: created.id, value: created };
    });
    return kind.present(record, this.deps.clock());
  }

  /** Absent fields keep their values. */
  async update(id: string, input: U, upload?: string): Promise<V> {
    const kind = this.#kind;
    requireId(id, kind.notFound);
    const remove = (input as Record<string, unknown>)[`remove_${kind.picture}`] === true;
    const record = await commitChange(this.deps, kind.event, 'updated', async (tx) => {
      const found = await this.#find(tx, id);
      tx.assign(found, this.#sent(input) as never);
      const pictured = found as Pictured;
      const next = nextImage(pictured[kind.picture], upload, remove);
      pictured[kind.picture] = next.value;
      return { id, value: found, drop: [next.drop] };
    });
    return kind.present(record, this.deps.clock());
  }

  async delete(id: string): Promise<void> {
    requireId(id, this.#kind.notFound);
    await commitChange(this.deps, this.#kind.event, 'deleted', async (tx) => {
      const found = await this.#find(tx, id);
      tx.remove(found);
      return { id, value: undefined, drop: [(found as Pictured)[this.#kind.picture]] };
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
