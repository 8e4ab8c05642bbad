import { Migration } from '@mikro-orm/migrations';

export class Migration20261126135142_blog_comment_vote_visitor extends Migration {
  override name = 'Migration20261126135142_blog_comment_vote_visitor';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "blog_comment_vote" add "visitor_hash" varchar(64) null, add "address_hash" varchar(64) null;`,
    );
    this.addSql(
      `create index "blog_comment_vote_address_idx" on "blog_comment_vote" ("comment_id", "address_hash");`,
    );
    this.addSql(
      `alter table "blog_comment_vote" add constraint "blog_comment_vote_visitor_unique" unique ("comment_id", "visitor_hash");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "blog_comment_vote_address_idx";`);
    this.addSql(`alter table "blog_comment_vote" drop constraint "blog_comment_vote_visitor_unique";`);
    this.addSql(`alter table "blog_comment_vote" drop column "visitor_hash", drop column "address_hash";`);
  }
}
