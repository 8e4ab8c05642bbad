import { Migration } from '@mikro-orm/migrations';

export class Migration20261129165300_content_import_redirects extends Migration {
  override name = 'Migration20261129165300_content_import_redirects';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "content_import_item" ("id" uuid not null, "source" varchar(20) not null, "kind" varchar(20) not null, "source_id" varchar(500) not null, "target_id" varchar(300) not null, "checksum" varchar(64) not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "content_import_item" add constraint "content_import_item_source_unique" unique ("source", "kind", "source_id");`,
    );

    this.addSql(
      `create table "redirect" ("id" uuid not null, "from_path" varchar(500) not null, "to_path" varchar(500) not null, "status" int not null default 301, "source" varchar(20) not null default 'manual', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "redirect" add constraint "redirect_from_unique" unique ("from_path");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "content_import_item" cascade;`);
    this.addSql(`drop table if exists "redirect" cascade;`);
  }
}
