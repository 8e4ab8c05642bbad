import { Migration } from '@mikro-orm/migrations';

export class Migration20261126184539_stored_image extends Migration {
  override name = 'Migration20261126184539_stored_image';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "stored_image" ("name" varchar(64) not null, "width" int not null, "height" int not null, "animated" boolean not null default false, "variant_widths" jsonb not null, "formats" jsonb not null, "stored_at" timestamptz not null, "made_at" timestamptz null, primary key ("name"));`,
    );
    this.addSql(
      `create index "stored_image_pending_idx" on "stored_image" ("stored_at") where "made_at" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "stored_image" cascade;`);
  }
}
