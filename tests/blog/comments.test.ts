import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminApi, startAdminApi } from '../support/admin-api.ts';
import { createPost, formToken, outboxCount, type Post } from '../support/blog.ts';
import { eventually, type TestApi } from '../support/harness.ts';

type Comment = {
  id: string;
  name: string;
  content: string;
  email?: string | null;
  parent_id: string | null;
  upvotes: number;
  downvotes: number;
  userVote: string | null;
  created_at: string;
  updated_at: string;
  deleted: boolean;
  metadata: { userIdentifier: string } | null;
  replies: Comment[];
};

describe('blog comments and votes', () => {
  let ctx: AdminApi;
  let api: TestApi;
  let post: Post;

  beforeAll(async () => {
    ctx = await startAdminApi({ COMMENT_RATE_LIMIT_POINTS: '1000' });
    api = ctx.api;
    post = await createPost(ctx, { title: 'Comment on me' });
  });
  afterAll(() => ctx.stop());

  // As the site's form sends it: with a signed start time written some seconds ago.
  const add = (body: Record<string, unknown>, postId = post.id) =>
    api.request(`/api/blog/${postId}/comments`, {
      method: 'POST',
      json: { form_token: formToken(postId), ...body },
    });
  const list = async (userIdentifier?: string) => {
    const query = userIdentifier ? `?userIdentifier=${encodeURIComponent(userIdentifier)}` : '';
    const answer = await api.request(`/api/blog/${post.id}/comments${query}`);
    expect(answer.status).toBe(200);
    return answer.json.comments as Comment[];
  };
  const comment = async (
    who: string,
    content = 'Great read, thanks!',
    extra: Record<string, unknown> = {},
  ) => {
    const answer = await add({
      name: who,
      email: `${who}@example.com`,
      notify_replies: true,
      content,
      metadata: { userIdentifier: `user_${who}` },
      ...extra,
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.json.comment as Comment;
  };
  // A visitor is an address and a browser: every test client is 127.0.0.1, so the browser
  // (User-Agent) tells them apart; by default each identifier is its own browser.
  const vote = (id: string, type: string, userIdentifier: string, browser = `Browser/${userIdentifier}`) =>
    api.request(`/api/blog/comments/${id}/vote`, {
      method: 'POST',
      headers: { 'user-agent': browser },
      json: { type, userIdentifier },
    });
  const listAs = async (userIdentifier: string, browser = `Browser/${userIdentifier}`) => {
    const answer = await api.request(
      `/api/blog/${post.id}/comments?userIdentifier=${encodeURIComponent(userIdentifier)}`,
      { headers: { 'user-agent': browser } },
    );
    expect(answer.status).toBe(200);
    return answer.json.comments as Comment[];
  };

  it('adds comments and nested replies; authorship only on the caller’s own; no emails for visitors', async () => {
    const top = await comment('alice');
    expect(top).toMatchObject({ name: 'alice', parent_id: null, upvotes: 0, downvotes: 0, userVote: null });
    expect(top.email).toBeUndefined();
    const reply = await comment('bob', 'I disagree', { parent_id: top.id });
    expect(reply.parent_id).toBe(top.id);
    // Nothing listens to comments, so storing one publishes no event (issue 18, item 11).
    expect(await outboxCount(api, 'blog.comment_posted', reply.id)).toBe(0);

    const asAlice = await list('user_alice');
    expect(asAlice).toHaveLength(1);
    expect(asAlice[0]?.metadata?.userIdentifier).toBe('user_alice');
    expect(asAlice[0]?.replies[0]?.metadata).toBeNull();
    expect(asAlice[0]?.replies[0]?.content).toBe('I disagree');
    expect(JSON.stringify(await list())).not.toContain('example.com');
    expect(JSON.stringify(await list())).not.toMatch(/user_(alice|bob)/);

    const admin = await ctx.asAdmin(`/api/blog/${post.id}/comments`);
    expect((admin.json.comments as Comment[])[0]?.email).toBe('alice@example.com');
    const rows = (await ctx.asAdmin('/api/blog')).json.posts as { id: string; comment_count: number }[];
    expect(rows.find((row) => row.id === post.id)?.comment_count).toBe(2);
  });

  it('validates, refuses bad parents and unknown posts, stores text as sent (plain text)', async () => {
    expect((await add({ name: ' ', content: '' })).json.error).toBe('Name is required, Content is required');
    expect((await add({ name: 'x'.repeat(101), content: 'hi' })).json.error).toBe(
      'Name must be less than 100 characters',
    );
    expect((await add({ name: 'x', content: 'y'.repeat(5001) })).json.error).toBe(
      'Comment must be less than 5000 characters',
    );
    expect((await add({ name: 'x', content: 'hi', email: 'nope' })).json.error).toBe('Valid email required');
    expect((await add({ name: 'x', content: 'nul \u0000' })).status).toBe(400);
    expect(
      (await add({ name: 'x', content: 'hi', parent_id: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(400);
    expect((await add({ name: 'x', content: 'hi' }, '00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await add({ name: 'x', content: 'hi' }, 'garbage')).status).toBe(404);
    const html = await comment('carol', '<script>alert(1)</script>');
    expect(html.content).toBe('<script>alert(1)</script>');
  });

  it('accepts and drops a comment whose honeypot is filled', async () => {
    const before = (await list()).length;
    const bot = await add({ name: 'bot', content: 'buy now', website: 'https://spam.example' });
    expect(bot.status).toBe(201);
    expect((await list()).length).toBe(before);
  });

  it('lets only the author edit or delete; refuses the admin identifier to visitors; admin token deletes', async () => {
    const mine = await comment('dave', 'Original text');
    const edit = (userIdentifier: string, content = 'Edited text') =>
      api.request(`/api/blog/comments/${mine.id}`, { method: 'PUT', json: { content, userIdentifier } });
    expect((await edit('user_eve')).status).toBe(403);
    expect((await edit('admin')).status).toBe(403);
    expect((await edit('user_dave', '  ')).json.error).toBe('Content is required');
    const edited = await edit('user_dave');
    expect(edited.status).toBe(200);
    expect((edited.json.comment as Comment).content).toBe('Edited text');
    const remove = (json: unknown, asAdmin = false) =>
      (asAdmin ? ctx.asAdmin : api.request)(`/api/blog/comments/${mine.id}`, { method: 'DELETE', json });
    expect((await remove({ userIdentifier: 'user_eve' })).status).toBe(403);
    expect((await remove({ userIdentifier: 'admin' })).status).toBe(403);
    expect((await remove({})).status).toBe(403);
    expect((await remove({ userIdentifier: 'user_dave' })).json.message).toBe('Comment deleted successfully');
    expect(await outboxCount(api, 'blog.comment_deleted', mine.id)).toBe(0);

    const other = await comment('frank');
    const byAdmin = await ctx.asAdmin(`/api/blog/comments/${other.id}`, {
      method: 'DELETE',
      json: { userIdentifier: 'admin' },
    });
    expect(byAdmin.status).toBe(200);
    expect((await list()).some((c) => c.id === other.id)).toBe(false);
  });

  it('keeps a placeholder when a comment with replies is deleted', async () => {
    const parent = await comment('gina', 'Parent comment');
    await comment('hank', 'A reply', { parent_id: parent.id });
    await api.request(`/api/blog/comments/${parent.id}`, {
      method: 'DELETE',
      json: { userIdentifier: 'user_gina' },
    });
    const shown = (await list('user_gina')).find((c) => c.id === parent.id);
    expect(shown).toMatchObject({
      content: 'This comment was deleted.',
      deleted: true,
      name: '',
      metadata: null,
    });
    expect(shown?.replies.map((r) => r.content)).toEqual(['A reply']);
    expect(
      (await comment('ivan', 'Reply to gone', { parent_id: parent.id }).catch(() => null)) ?? null,
    ).toBeNull();
  });

  it('votes: one per visitor, the same again removes it, the other switches, never below 0', async () => {
    const target = await comment('judy', 'Vote on me');
    expect((await vote(target.id, 'up', 'user_v1')).json).toMatchObject({
      upvotes: 1,
      downvotes: 0,
      userVote: 'up',
    });
    expect((await vote(target.id, 'up', 'user_v2')).json).toMatchObject({ upvotes: 2, userVote: 'up' });
    expect((await vote(target.id, 'down', 'user_v1')).json).toMatchObject({
      upvotes: 1,
      downvotes: 1,
      userVote: 'down',
    });
    expect((await vote(target.id, 'down', 'user_v1')).json).toMatchObject({
      upvotes: 1,
      downvotes: 0,
      userVote: null,
    });
    const seen = (await listAs('user_v2')).find((c) => c.id === target.id);
    expect(seen).toMatchObject({ upvotes: 1, userVote: 'up' });
    expect((await listAs('user_v1')).find((c) => c.id === target.id)?.userVote).toBeNull();
    expect((await vote(target.id, 'sideways', 'user_v1')).json.error).toBe('Vote type must be up or down');
    expect((await vote(target.id, 'up', 'admin')).status).toBe(403);
    expect((await vote('00000000-0000-4000-8000-000000000000', 'up', 'user_v1')).status).toBe(404);

    // Counts stay at 0 even if a stored count was already 0 (repaired data).
    await api.orm.em.fork().execute('update blog_comment set upvotes = 0 where id = ?', [target.id]);
    expect((await vote(target.id, 'up', 'user_v2')).json).toMatchObject({ upvotes: 0, userVote: null });
  });

  it('keeps one row per visitor under concurrent double votes', async () => {
    const target = await comment('kim', 'Race me');
    const answers = await Promise.all(Array.from({ length: 6 }, () => vote(target.id, 'up', 'user_racer')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const rows = await api.orm.em
      .fork()
      .execute<{ count: string }[]>('select count(*) as count from blog_comment_vote where comment_id = ?', [
        target.id,
      ]);
    const count = Number(rows[0]?.count);
    expect(count).toBeLessThanOrEqual(1);
    const shown = (await listAs('user_racer')).find((c) => c.id === target.id);
    // Six toggles in some order: an even number ends with no vote, and the count agrees with the rows.
    expect(shown?.upvotes).toBe(count);
    expect(count).toBe(0);
  });

  it('counts one visitor (address and browser) once per comment, whatever identifier it sends', async () => {
    const target = await comment('olga', 'Stuff the ballot on me');
    const browser = 'Mozilla/5.0 (ballot stuffer)';
    const seen: number[] = [];
    for (let i = 0; i < 300; i++) {
      const answer = await vote(
        target.id,
        'up',
        `user_fresh_${i}_${Math.random().toString(36).slice(2)}`,
        browser,
      );
      expect(answer.status).toBe(200);
      seen.push(Number(answer.json.upvotes));
    }
    // The same visitor again takes its vote back, so 300 presses alternate 1, 0, 1, 0 ...
    expect(Math.max(...seen)).toBe(1);
    expect(seen.slice(0, 4)).toEqual([1, 0, 1, 0]);
    const rows = await api.orm.em
      .fork()
      .execute<{ voter_hash: string; visitor_hash: string }[]>(
        'select voter_hash, visitor_hash from blog_comment_vote where comment_id = ?',
        [target.id],
      );
    expect(rows).toEqual([]);

    // The same identifier from another network is still that one vote (taken back here).
    expect((await vote(target.id, 'up', 'user_roamer', 'Phone/1')).json).toMatchObject({ upvotes: 1 });
    expect((await vote(target.id, 'up', 'user_roamer', 'Phone/1 (new network)')).json).toMatchObject({
      upvotes: 0,
      userVote: null,
    });
    // Another browser is another visitor; the visitor's vote shows whatever identifier it lists with.
    expect((await vote(target.id, 'down', 'user_p', 'Other/2')).json).toMatchObject({ downvotes: 1 });
    expect((await listAs('user_q', 'Other/2')).find((c) => c.id === target.id)?.userVote).toBe('down');
    // Addresses and browsers are not stored in clear: only 64-hex keyed hashes.
    const stored = await api.orm.em
      .fork()
      .execute<{ visitor_hash: string }[]>(
        'select visitor_hash from blog_comment_vote where comment_id = ?',
        [target.id],
      );
    expect(stored.map((row) => /^[0-9a-f]{64}$/.test(row.visitor_hash))).toEqual([true]);
  });

  it('caps the votes one address adds to a comment, however many browsers it claims', async () => {
    const target = await comment('quinn', 'Rotate your User-Agent at me');
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await vote(target.id, 'up', `user_rot_${i}`, `Rotating/${i}`));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 409, 409]);
    expect(answers[10]?.json).toMatchObject({
      success: false,
      code: 'vote_limit',
      error: 'Too many votes on this comment from your network',
    });
    expect((await list()).find((c) => c.id === target.id)?.upvotes).toBe(10);
    // A browser that already voted can still take its vote back or switch it.
    expect((await vote(target.id, 'down', 'user_rot_0', 'Rotating/0')).json).toMatchObject({
      upvotes: 9,
      downvotes: 1,
      userVote: 'down',
    });
  });

  it('keeps a voted comment unedited: only a text edit changes updated_at', async () => {
    const target = await comment('pat', 'Vote, do not edit');
    const shown = async (): Promise<Comment> => {
      const found = (await list()).find((c) => c.id === target.id);
      if (!found) throw new Error('comment not listed');
      return found;
    };
    const before = await shown();
    expect(before.updated_at).toBe(before.created_at);
    await eventually(async () => (Date.now() > Date.parse(before.created_at) + 5 ? true : undefined));
    expect((await vote(target.id, 'up', 'user_pv1')).status).toBe(200);
    expect((await vote(target.id, 'down', 'user_pv2')).status).toBe(200);
    expect((await vote(target.id, 'down', 'user_pv2')).status).toBe(200);
    expect(await shown()).toMatchObject({ upvotes: 1, downvotes: 0, updated_at: before.created_at });

    const edited = await api.request(`/api/blog/comments/${target.id}`, {
      method: 'PUT',
      json: { content: 'Edited after the votes', userIdentifier: 'user_pat' },
    });
    expect(edited.status).toBe(200);
    const after = await shown();
    expect(after.upvotes).toBe(1);
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(after.created_at));
  });

  it('makes one comment of a double submit, and a second one later is its own', async () => {
    const body = {
      name: 'Lee',
      content: 'Sent twice by a double click',
      metadata: { userIdentifier: 'user_lee' },
    };
    const answers = await Promise.all([add(body), add(body), add(body)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const ids = new Set(answers.map((answer) => (answer.json.comment as Comment).id));
    expect(ids.size).toBe(1);
    const mine = (await list('user_lee')).filter((c) => c.content === body.content);
    expect(mine).toHaveLength(1);
    const [id] = [...ids];
    expect(await outboxCount(api, 'blog.comment_posted', String(id))).toBe(0);
    // Someone else saying the same thing is a comment of their own.
    const other = await add({ ...body, name: 'Mo', metadata: { userIdentifier: 'user_mo' } });
    expect((other.json.comment as Comment).id).not.toBe(id);
  });

  it('rate-limits comments per client', async () => {
    // Its own client address (through a trusted proxy header), so other tests' comments do not count.
    const limited = await startAdminApi({ COMMENT_RATE_LIMIT_POINTS: '2', TRUST_PROXY: 'true' });
    const client = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    try {
      const send = () =>
        limited.api.request(`/api/blog/${post.id}/comments`, {
          method: 'POST',
          headers: { 'x-forwarded-for': client },
          json: { name: 'n', content: 'c' },
        });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.headers.get('retry-after')).toBeTruthy();
    } finally {
      await limited.stop();
    }
  });
});
