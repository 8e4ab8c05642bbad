import { Migration } from '@mikro-orm/migrations';

export class Migration20261123195058_handler_runs extends Migration {
  override name = 'Migration20261123195058_handler_runs';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "event_handler_run" ("event_id" uuid not null, "handler" varchar(120) not null, "completed_at" timestamptz not null, primary key ("event_id", "handler"));`,
    );

    this.addSql(`alter table "outbox_event" add "completed_at" timestamptz null;`);
    this.addSql(
      `create index "outbox_event_incomplete_idx" on "outbox_event" ("sent_at") where "sent_at" is not null and "completed_at" is null;`,
    );
    this.addSql(
      `create index "outbox_event_completed_idx" on "outbox_event" ("completed_at") where "completed_at" is not null;`,
    );
    // Events relayed before handler runs were recorded count as handled; otherwise the sweep
    // would re-deliver the whole history once.
    this.addSql(`update "outbox_event" set "completed_at" = "sent_at" where "sent_at" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "event_handler_run" cascade;`);

    this.addSql(`drop index "outbox_event_incomplete_idx";`);
    this.addSql(`drop index "outbox_event_completed_idx";`);
    this.addSql(`alter table "outbox_event" drop column "completed_at";`);
  }
}
