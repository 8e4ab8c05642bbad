import { Migration } from '@mikro-orm/migrations';

export class Migration20261126131104_search_misses extends Migration {
  override name = 'Migration20261126131104_search_misses';

  override up(): void | Promise<void> {
    // Levenshtein distance for the search's typo tolerance (shipped with Postgres as contrib,
    // like pg_trgm; a trusted extension, so the database owner may create it).
    this.addSql(`create extension if not exists fuzzystrmatch;`);
    this.addSql(
      `create table "search_miss" ("query" varchar(100) not null, "day" date not null, "count" int not null default 1, "last_searched_at" timestamptz not null, primary key ("query", "day"));`,
    );
    this.addSql(`create index "search_miss_day_index" on "search_miss" ("day");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "search_miss" cascade;`);
  }
}
