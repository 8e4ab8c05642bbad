import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseToml } from 'smol-toml';
import yazl from 'yazl';

// Folders and zips of Markdown sites for the Markdown import's tests (tests/imports).

const scratch: string[] = [];

/** Removes every folder and zip made here (after the file's tests). */
export async function removeScratch(): Promise<void> {
  for (const dir of scratch.splice(0)) await rm(dir, { recursive: true, force: true });
}

const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'markdown-import-test-'));
  scratch.push(dir);
  return dir;
};
/** A copy of `folder` the test may change. */
export const copyOf = async (folder: string) => {
  const dir = await tempDir();
  await cp(folder, dir, { recursive: true });
  return dir;
};

/** Every file below `root`, `/`-separated, sorted. */
export async function filesOf(root: string, dir = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesOf(root, path.posix.join(dir, entry.name))
        : [path.posix.join(dir, entry.name)],
    ),
  );
  return nested.flat().sort();
}

/** What the test itself counts in a fixture, with gray-matter alone: posts and distinct tags. */
export async function countFixture(root: string, isPost: (file: string) => boolean) {
  const posts = (await filesOf(root)).filter(isPost);
  const tags = new Set<string>();
  for (const file of posts) {
    const text = await readFile(path.join(root, file), 'utf8');
    const toml = { language: 'toml', delimiters: '+++', engines: { toml: parseToml } };
    const { data } = matter(text, text.startsWith('+++') ? toml : {});
    for (const value of [data.tags, data.tag].flat()) {
      for (const tag of typeof value === 'string' ? value.split(/\s+/) : []) if (tag) tags.add(tag);
    }
  }
  return { posts: posts.length, tags: tags.size };
}

/** A zip of `folder` under one top-level folder, as an archive tool makes it. */
export async function zipOf(folder: string, rename?: [string, string]): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const file of await filesOf(folder)) zip.addFile(path.join(folder, file), `my-old-blog/${file}`);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  let bytes = Buffer.concat(chunks);
  // yazl refuses `..` in a name: one of the same length is swapped in, in both headers.
  if (rename) bytes = Buffer.from(bytes.toString('latin1').replaceAll(rename[0], rename[1]), 'latin1');
  const file = path.join(await tempDir(), 'site.zip');
  await writeFile(file, bytes);
  return file;
}
