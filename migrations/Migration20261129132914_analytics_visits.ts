import { Migration } from '@mikro-orm/migrations';

export class Migration20261129132914_analytics_visits extends Migration {
  override name = 'Migration20261129132914_analytics_visits';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "analytics_rollup" ("filter_dim" varchar(16) not null, "filter_value" varchar(512) not null, "dim" varchar(16) not null, "day" date not null, "value" varchar(640) not null, "visits" int not null default 0, "visitors" int not null default 0, "views" int not null default 0, "bounces" int not null default 0, "duration_ms" bigint not null default '0', primary key ("filter_dim", "filter_value", "dim", "day", "value"));`,
    );

    this.addSql(
      `create table "analytics_visitor_state" ("visitor_hash" varchar(64) not null, "visit_day" date not null, "started_at" timestamptz not null, "last_at" timestamptz not null, "entry_path" varchar(512) not null, "exit_path" varchar(512) not null, "views" int not null, "source" varchar(120) not null, "channel" varchar(16) not null, "campaign" varchar(120) null, "country" varchar(2) null, "browser" varchar(60) not null, "os" varchar(60) not null, "device" varchar(10) not null, primary key ("visitor_hash"));`,
    );
    this.addSql(
      `create index "analytics_visitor_state_last_at_idx" on "analytics_visitor_state" ("last_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "analytics_rollup" cascade;`);
    this.addSql(`drop table if exists "analytics_visitor_state" cascade;`);
  }
}
