import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchServiceEnv, createBenchEnv, fmt } from './bench-support.ts';

/**
 * `npm run bench:import`: writes a WordPress export of 5,000 posts with 20,000 comments (4 each,
 * one a reply), imports it with `npm run content:import` (a child process) into a throwaway
 * database, and prints the time and the importer's peak RSS, sampled every 100 ms. Targets:
 * under 2 minutes, and memory flat: the second half's peak within 20% of the first half's
 * (the file is streamed; the unit of work is flushed and cleared after each post). Then it
 * imports the same file again (nothing may change) and exports the site with
 * `npm run content:export`, printing their times and peaks too.
 */
const POSTS = Number(process.env.BENCH_POSTS ?? 5_000);
const COMMENTS_PER_POST = 4;
const TARGET_MS = 120_000;

const file = path.join(tmpdir(), `bench-import-${process.pid}.xml`);

function comment(post: number, id: number, parent: number): string {
  return `
    <wp:comment>
      <wp:comment_id>${id}</wp:comment_id>
      <wp:comment_author><![CDATA[Reader ${id % 97}]]></wp:comment_author>
      <wp:comment_author_email>reader${id % 97}@example.com</wp:comment_author_email>
      <wp:comment_date>2019-05-${String((post % 28) + 1).padStart(2, '0')} 12:00:00</wp:comment_date>
      <wp:comment_date_gmt>2019-05-${String((post % 28) + 1).padStart(2, '0')} 09:00:00</wp:comment_date_gmt>
      <wp:comment_content><![CDATA[Thanks for post ${post}, comment ${id}. Asante sana: this helped.]]></wp:comment_content>
      <wp:comment_approved>1</wp:comment_approved>
      <wp:comment_type>comment</wp:comment_type>
      <wp:comment_parent>${parent}</wp:comment_parent>
    </wp:comment>`;
}

function item(n: number): string {
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((n % 12) + 1).padStart(2, '0');
  const paragraphs = Array.from(
    { length: 6 },
    (_, i) =>
      `<p>Paragraph ${i} of post ${n}: land, title deeds and the registry in Nairobi, <a href="https://example.com/${n}/${i}">a source</a>, <strong>prices</strong> and fees.</p>`,
  ).join('\n');
  const comments = Array.from({ length: COMMENTS_PER_POST }, (_, i) =>
    comment(n, n * 10 + i + 1, i === 1 ? n * 10 + 1 : 0),
  ).join('');
  return `
  <item>
    <title>Bench post ${n}</title>
    <link>https://old.example/2019/${month}/${day}/bench-post-${n}/</link>
    <pubDate>Sat, ${day} May 2019 09:00:00 +0000</pubDate>
    <dc:creator><![CDATA[writer]]></dc:creator>
    <guid isPermaLink="false">https://old.example/?p=${n}</guid>
    <description></description>
    <content:encoded><![CDATA[${paragraphs}]]></content:encoded>
    <excerpt:encoded><![CDATA[Excerpt of post ${n}]]></excerpt:encoded>
    <wp:post_id>${n}</wp:post_id>
    <wp:post_date>2019-${month}-${day} 12:00:00</wp:post_date>
    <wp:post_date_gmt>2019-${month}-${day} 09:00:00</wp:post_date_gmt>
    <wp:post_name>bench-post-${n}</wp:post_name>
    <wp:status>publish</wp:status>
    <wp:post_parent>0</wp:post_parent>
    <wp:post_type>post</wp:post_type>
    <category domain="category" nicename="topic-${n % 20}"><![CDATA[Topic ${n % 20}]]></category>
    <category domain="post_tag" nicename="tag-${n % 50}"><![CDATA[tag ${n % 50}]]></category>
    <category domain="post_tag" nicename="tag-${(n + 7) % 50}"><![CDATA[tag ${(n + 7) % 50}]]></category>
    ${comments}
  </item>`;
}

async function writeExport(): Promise<void> {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Bench</title>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>https://old.example</wp:base_site_url>
  <wp:author><wp:author_login><![CDATA[writer]]></wp:author_login><wp:author_display_name><![CDATA[The Writer]]></wp:author_display_name></wp:author>
`);
  for (let n = 1; n <= POSTS; n += 1) await write(item(n));
  await write('</channel>\n</rss>\n');
  out.end();
  await once(out, 'finish');
}

async function rssOf(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

type Sample = { at: number; rss: number };

/** Runs one of the project's scripts as a child process: its time, its RSS every 100 ms, its output. */
async function runScript(env: Record<string, string>, args: string[]) {
  const started = Date.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const samples: Sample[] = [];
  const timer = setInterval(async () => {
    const rss = child.pid ? await rssOf(child.pid) : undefined;
    if (rss) samples.push({ at: Date.now() - started, rss });
  }, 100);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearInterval(timer);
  if (code !== 0) throw new Error(`${args.join(' ')} exited with ${code}`);
  return { elapsed: Date.now() - started, samples, output };
}

const peak = (list: Sample[]) => Math.max(0, ...list.map((s) => s.rss));
const mib = (bytes: number) => `${fmt(bytes / 2 ** 20)} MiB`;

await writeExport();
const size = (await stat(file)).size;
console.log(
  `export: ${fmt(POSTS)} posts, ${fmt(POSTS * COMMENTS_PER_POST)} comments, ${fmt(size / 1e6, 1)} MB`,
);
const env = await createBenchEnv();
const archive = path.join(tmpdir(), `bench-archive-${process.pid}.zip`);
try {
  const serviceEnv = benchServiceEnv(env);
  const importArgs = ['infra/scripts/content-import.ts', '--from', file, '--json'];
  const first = await runScript(serviceEnv, importArgs);
  const report = JSON.parse(first.output) as { counts: Record<string, Record<string, number>> };
  const elapsed = first.elapsed;
  const firstHalf = peak(first.samples.filter((s) => s.at < elapsed / 2));
  const secondHalf = peak(first.samples.filter((s) => s.at >= elapsed / 2));
  console.log('counts:', JSON.stringify(report.counts));
  console.log(`time: ${fmt(elapsed / 1000, 1)} s (target < ${TARGET_MS / 1000} s)`);
  console.log(
    `peak RSS: ${mib(peak(first.samples))} (first half ${mib(firstHalf)}, second half ${mib(secondHalf)})`,
  );
  const flat = secondHalf <= firstHalf * 1.2;
  console.log(`memory flat (second half within 20% of first): ${flat ? 'yes' : 'no'}`);

  // The same file again: everything keyed, nothing written.
  const again = await runScript(serviceEnv, importArgs);
  const counts = (JSON.parse(again.output) as typeof report).counts;
  const changed = Object.values(counts).reduce((sum, c) => sum + (c.created ?? 0) + (c.updated ?? 0), 0);
  console.log(
    `second run: ${fmt(again.elapsed / 1000, 1)} s, peak RSS ${mib(peak(again.samples))}, created or updated: ${changed}`,
  );

  // The whole site out as its archive (npm run content:export).
  const exported = await runScript(serviceEnv, ['infra/scripts/content-export.ts', '--out', archive]);
  console.log(
    `content:export: ${fmt(exported.elapsed / 1000, 1)} s, ${fmt((await stat(archive)).size / 1e6, 1)} MB zip, peak RSS ${mib(peak(exported.samples))}`,
  );
  process.exitCode = elapsed < TARGET_MS && flat && changed === 0 ? 0 : 1;
} finally {
  await env.cleanup();
  await rm(file, { force: true });
  await rm(archive, { force: true });
}
