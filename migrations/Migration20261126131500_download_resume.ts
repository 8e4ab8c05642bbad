import { Migration } from '@mikro-orm/migrations';

/**
 * Resume belongs to the first downloader (issue 17): the hash of the secret its first answer
 * set as a cookie, and the bytes handed out under the grant (one file's worth, plus a little
 * for what a broken connection lost in flight).
 */
export class Migration20261126131500_download_resume extends Migration {
  override name = 'Migration20261126131500_download_resume';

  override up(): void | Promise<void> {
    this.addSql(`alter table "shop_download_grant" add column "resume_secret_hash" varchar(64) null;`);
    this.addSql(`alter table "shop_download_grant" add column "bytes_charged" bigint not null default 0;`);
    this.addSql(`alter table "shop_download_grant" add column "reissued_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shop_download_grant" drop column "resume_secret_hash";`);
    this.addSql(`alter table "shop_download_grant" drop column "bytes_charged";`);
    this.addSql(`alter table "shop_download_grant" drop column "reissued_at";`);
  }
}
