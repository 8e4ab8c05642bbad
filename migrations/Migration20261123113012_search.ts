import { Migration } from '@mikro-orm/migrations';

export class Migration20261123113012_search extends Migration {
  override name = 'Migration20261123113012_search';

  override up(): void | Promise<void> {
    // Trigram matching for the search's typo fallback (shipped with Postgres as contrib).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "search_document" ("type" varchar(20) not null, "ref_id" varchar(64) not null, "title" varchar(300) not null, "tags" text not null default '', "body" text not null default '', "item" jsonb not null, "updated_at" timestamptz not null, "vector" tsvector generated always as (setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', tags), 'B') || setweight(to_tsvector('simple', body), 'C')) stored null, "head" tsvector generated always as (to_tsvector('simple', title) || to_tsvector('simple', tags)) stored null, primary key ("type", "ref_id"));`,
    );
    // Without a pending list: the index is read on every search and written only when content
    // changes, and a pending list makes every search scan it linearly until a vacuum merges it.
    this.addSql(
      `create index "search_document_vector_idx" on "search_document" using gin ("vector") with (fastupdate = off);`,
    );
    this.addSql(
      `create index "search_document_head_idx" on "search_document" using gin ("head") with (fastupdate = off);`,
    );

    this.addSql(`create table "search_word" ("word" varchar(40) not null, primary key ("word"));`);
    this.addSql(`create index "search_word_trgm_idx" on "search_word" using gin ("word" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "search_document" cascade;`);
    this.addSql(`drop table if exists "search_word" cascade;`);
  }
}
