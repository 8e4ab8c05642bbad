import { Migration } from '@mikro-orm/migrations';

export class Migration20261127003006_operations_problems extends Migration {
  override name = 'Migration20261127003006_operations_problems';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "problem" ("id" uuid not null, "key" varchar(200) not null, "kind" text not null, "title" varchar(200) not null, "detail" text not null, "link" varchar(300) null, "first_seen_at" timestamptz not null, "last_seen_at" timestamptz not null, "occurrences" int not null default 1, "notified_at" timestamptz null, "resolved_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `create unique index "problem_open_key_unique" on "problem" ("key") where "resolved_at" is null;`,
    );
    this.addSql(`create index "problem_first_seen_idx" on "problem" ("first_seen_at");`);

    this.addSql(
      `alter table "problem" add constraint "problem_kind_check" check ("kind" in ('job_failed', 'payment_pending', 'email_failing', 'outbox_stalled', 'storage_write_refused'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "problem" cascade;`);
  }
}
