import { Migration } from '@mikro-orm/migrations';

export class Migration20261123092545_initial extends Migration {
  override name = 'Migration20261123092545_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outbox_event" ("id" uuid not null, "name" varchar(120) not null, "payload" jsonb not null, "occurred_at" timestamptz not null, "sent_at" timestamptz null, "relay_attempts" int not null default 0, primary key ("id"));`,
    );
    this.addSql(
      `create index "outbox_event_unsent_idx" on "outbox_event" ("occurred_at") where "sent_at" is null;`,
    );

    this.addSql(
      `create table "page_view_daily" ("day" date not null, "path" varchar(512) not null, "views" int not null default 0, primary key ("day", "path"));`,
    );

    this.addSql(
      `create table "page_view_recent" ("id" bigserial primary key, "path" varchar(512) not null, "viewed_at" timestamptz not null);`,
    );
    this.addSql(`create index "page_view_recent_viewed_at_index" on "page_view_recent" ("viewed_at");`);

    this.addSql(
      `create table "analytics_rollup_checkpoint" ("name" varchar(60) not null, "last_stream_id" varchar(40) not null, "updated_at" timestamptz not null, primary key ("name"));`,
    );

    this.addSql(
      `create table "visitor_daily" ("day" date not null, "visitor_hash" varchar(64) not null, primary key ("day", "visitor_hash"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "outbox_event" cascade;`);
    this.addSql(`drop table if exists "page_view_daily" cascade;`);
    this.addSql(`drop table if exists "page_view_recent" cascade;`);
    this.addSql(`drop table if exists "analytics_rollup_checkpoint" cascade;`);
    this.addSql(`drop table if exists "visitor_daily" cascade;`);
  }
}
