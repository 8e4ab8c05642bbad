import { Migration } from '@mikro-orm/migrations';

export class Migration20261126131102_admin_session_revocation extends Migration {
  override name = 'Migration20261126131102_admin_session_revocation';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "admin_session_revocation" ("token_id" uuid not null, "expires_at" timestamptz not null, primary key ("token_id"));`,
    );
    this.addSql(
      `create index "admin_session_revocation_expires_idx" on "admin_session_revocation" ("expires_at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "admin_session_revocation" cascade;`);
  }
}
