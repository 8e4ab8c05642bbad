import { Migration } from '@mikro-orm/migrations';

export class Migration20261129181242_import_runs extends Migration {
  override name = 'Migration20261129181242_import_runs';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "import_run" ("id" uuid not null, "status" varchar(10) not null default 'queued', "dry_run" boolean not null default false, "file_name" varchar(255) not null, "file_key" varchar(300) null, "file_bytes" int not null, "report" jsonb null, "error" text null, "attempts" int not null default 0, "started_at" timestamptz null, "finished_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "import_run_status_idx" on "import_run" ("status", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "import_run" cascade;`);
  }
}
