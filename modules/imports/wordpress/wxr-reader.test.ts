import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWxr, type WxrItem } from './wxr-reader.ts';

const NS =
  'xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/"';

async function fileOf(xml: string): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'wxr-')), 'export.xml');
  await writeFile(file, xml);
  return file;
}

async function itemsOf(xml: string): Promise<WxrItem[]> {
  const items: WxrItem[] = [];
  await readWxr(await fileOf(xml), { item: (item) => void items.push(item) });
  return items;
}

describe('readWxr', () => {
  it('reads items whatever prefix the file binds the WordPress namespace to, joining CDATA sections', async () => {
    const items = await itemsOf(`<?xml version="1.0"?>
<rss xmlns:x="http://wordpress.org/export/1.2/" xmlns:c="http://purl.org/rss/1.0/modules/content/">
<channel><x:wxr_version>1.2</x:wxr_version>
<item><title>A &amp; B</title><c:encoded><![CDATA[<p>one ]]]]><![CDATA[> two</p>]]></c:encoded>
<x:post_id>5</x:post_id><x:post_type>post</x:post_type></item>
</channel></rss>`);
    expect(items.map((item) => [item.title, item.content, item.postId, item.postType, item.line])).toEqual([
      ['A & B', '<p>one ]]> two</p>', '5', 'post', 4],
    ]);
  });

  it('refuses entities declared in a DTD (no expansion), naming line and column', async () => {
    const file = await fileOf(`<?xml version="1.0"?>
<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>
<rss ${NS}><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>&b;</title></item></channel></rss>`);
    await expect(readWxr(file, {})).rejects.toThrow('undefined entity. (line 3,');
  });

  it('refuses a document that is not a WordPress export', async () => {
    await expect(readWxr(await fileOf('<html><body/></html>'), {})).rejects.toThrow(
      'Not a WordPress export: the root element is <html> (line 1, column 6)',
    );
    await expect(readWxr(await fileOf(`<rss ${NS}><channel></channel></rss>`), {})).rejects.toThrow(
      'Not a WordPress export: no <wp:wxr_version>',
    );
  });

  it('refuses a truncated file', async () => {
    await expect(
      readWxr(await fileOf(`<rss ${NS}><channel><wp:wxr_version>1.2</wp:wxr_version><item><title>x`), {}),
    ).rejects.toThrow(/line 1, column \d+/);
  });
});
