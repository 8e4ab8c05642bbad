import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { imageUrlsIn } from '../engine/import-source.ts';
import { Redirect } from '../entities/index.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  type ArchiveManifest,
  type ArchiveSettings,
  storedName,
} from './archive-format.ts';
import type { ArchivePorts } from './archive-ports.ts';

export type ExportOptions = { subscribers: boolean };

type Rows = () => AsyncIterable<object> | Promise<Iterable<object>>;

/**
 * The site's content as one zip (README "Export"), streamed: each section is read from its
 * module when the zip reaches it (posts and comments page by page), each picture is read from
 * the store when its turn comes, and `manifest.json` goes last, once the counts are known.
 * A failure mid-way destroys the stream (a truncated zip is never mistaken for a whole one:
 * it has no central directory).
 */
export function writeArchive(ports: ArchivePorts, options: ExportOptions): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  const counts: Record<string, number> = {};
  const files = new Set<string>();
  const missing: string[] = [];
  const categories = new Map<string, number>();
  const tags = new Map<string, number>();
  const picture = (path: unknown) => {
    const name = typeof path === 'string' ? storedName(path) : null;
    if (name) files.add(name);
  };
  const fail = (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error)));
  // yazl does not watch the streams it is given: a section's read failing must end the zip here.
  zip.on('error', fail);
  const stream = (chunks: AsyncIterable<string> | Iterable<Buffer | string>) =>
    Readable.from(chunks).on('error', fail);

  const sections: [string, Rows][] = [
    [
      'posts',
      async function* () {
        for await (const post of ports.blog.portable.posts()) {
          picture(post.featured_image);
          for (const src of imageUrlsIn(post.html)) picture(src);
          if (post.category) categories.set(post.category, (categories.get(post.category) ?? 0) + 1);
          for (const tag of post.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1);
          yield post;
        }
      },
    ],
    ['comments', () => ports.blog.portable.comments()],
    ['categories', async () => terms(categories)],
    ['tags', async () => terms(tags)],
    ['projects', () => pictured(ports.content.portable.list('project'), 'image', picture)],
    ['skills', () => pictured(ports.content.portable.list('skill'), 'icon', picture)],
    ['social_links', () => pictured(ports.content.portable.list('social_link'), 'icon', picture)],
    ['promotions', () => pictured(ports.content.portable.list('promotion'), 'image', picture)],
    ['products', () => pictured(ports.shop.portable.list(), 'image', picture)],
    ['redirects', () => redirects(ports)],
  ];
  if (options.subscribers) sections.push(['subscribers', () => ports.newsletter.portable.list()]);

  for (const [name, rows] of sections)
    zip.addReadStreamLazy(`${name}.json`, (done) => {
      done(null, stream(jsonArray(rows, (count) => (counts[name] = count))));
    });
  // Settings last: once they are written every section is, and the pictures they named are known.
  zip.addReadStreamLazy('settings.json', (done) => {
    done(null, stream(settingsJson(ports, addFilesAndEnd)));
  });
  function addFilesAndEnd() {
    for (const name of [...files].sort())
      zip.addReadStreamLazy(`files/${name}`, (give) => {
        ports.storage.readPublic(name).then((data) => {
          if (!data) missing.push(name);
          give(null, stream(data ? [data] : []));
        }, fail);
      });
    zip.addReadStreamLazy('manifest.json', (give) => {
      const manifest: ArchiveManifest = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        exported_at: ports.clock().toISOString(),
        counts: { ...counts, files: files.size - missing.length },
        includes_subscribers: options.subscribers,
        missing_files: missing,
      };
      give(null, stream([JSON.stringify(manifest, null, 2)]));
    });
    zip.end();
  }
  return output;
}

async function* jsonArray(rows: Rows, counted: (count: number) => void): AsyncGenerator<string> {
  let count = 0;
  yield '[';
  for await (const row of await rows()) {
    yield `${count === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`;
    count += 1;
  }
  yield count ? '\n]\n' : ']\n';
  counted(count);
}

async function* settingsJson(ports: ArchivePorts, then: () => void): AsyncGenerator<string> {
  const shop = await ports.shop.portable.settings();
  const settings: ArchiveSettings = { site: await ports.content.portable.settings(), shop };
  yield JSON.stringify(settings, null, 2);
  then();
}

async function pictured<T extends object>(
  rows: Promise<T[]>,
  field: keyof T,
  picture: (path: unknown) => void,
): Promise<T[]> {
  const list = await rows;
  for (const row of list) picture(row[field]);
  return list;
}

function terms(counts: Map<string, number>) {
  return [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([name, posts]) => ({ name, posts }));
}

async function redirects(ports: ArchivePorts) {
  const rows = await ports.em.fork().find(Redirect, {}, { orderBy: { fromPath: 'asc' } });
  return rows.map((row) => ({ from: row.fromPath, to: row.toPath, status: row.status, source: row.source }));
}
