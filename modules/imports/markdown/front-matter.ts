import matter from 'gray-matter';
import { parse as parseToml } from 'smol-toml';
import { ImportFormatError } from '../engine/import-source.ts';

/** A Markdown file split: its front matter (an object, maybe empty) and its Markdown body. */
export type FrontMatterFile = {
  data: Record<string, unknown>;
  body: string;
  /** `yaml`, `toml`, `json`, or `none` when the file has no front matter. */
  language: 'yaml' | 'toml' | 'json' | 'none';
  /** The front matter's lines, for naming the line of a field (`date`). */
  lines: string[];
};

/**
 * Splits a Markdown file into its front matter and body: YAML between `---` (Jekyll, Hugo,
 * Eleventy; `---json` too), TOML between `+++` (Hugo) and a bare JSON object (Hugo). A front
 * matter that does not parse is an `ImportFormatError` naming `file` and the line.
 */
export function parseFrontMatter(text: string, file: string): FrontMatterFile {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (/^\{\s*\n/.test(source)) return jsonFrontMatter(source, file);
  const toml = source.startsWith('+++\n');
  if (!toml && !source.startsWith('---')) return { data: {}, body: source, language: 'none', lines: [] };
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Options are always passed: gray-matter caches results by text when called without them.
    parsed = toml
      ? matter(source, { language: 'toml', delimiters: '+++', engines: { toml: tomlEngine } })
      : matter(source, { engines: { toml: tomlEngine } });
  } catch (error) {
    throw frontMatterError(error, file, toml ? 'TOML' : 'YAML');
  }
  const language = parsed.language === 'json' ? 'json' : parsed.language === 'toml' ? 'toml' : 'yaml';
  return {
    data: asObject(parsed.data, file),
    body: parsed.content,
    language,
    lines: parsed.matter.split('\n'),
  };
}

// gray-matter wants an engine returning an object; smol-toml answers a TOML table.
const tomlEngine = (input: string): object => parseToml(input);

/** Hugo's JSON front matter: an object first in the file, closed by a `}` alone on its line. */
function jsonFrontMatter(source: string, file: string): FrontMatterFile {
  const end = source.search(/\n\}[ \t]*(\n|$)/);
  if (end < 0) throw new ImportFormatError(`${file}: its JSON front matter is not closed`, `${file}, line 1`);
  const json = source.slice(0, end + 2);
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw frontMatterError(error, file, 'JSON');
  }
  const body = source.slice(end + 2).replace(/^[ \t]*\n/, '');
  return { data: asObject(data, file), body, language: 'json', lines: json.split('\n') };
}

function asObject(data: unknown, file: string): Record<string, unknown> {
  if (data === null || data === undefined) return {};
  if (typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  throw new ImportFormatError(`${file}: its front matter is not a set of fields`, `${file}, line 1`);
}

/**
 * The parser's own message and the line in the file. The front matter's text starts on the
 * opening delimiter's line: js-yaml counts from 0 there, smol-toml and JSON.parse from 1.
 */
function frontMatterError(error: unknown, file: string, language: string): ImportFormatError {
  const message = error instanceof Error ? error.message : String(error);
  const line = errorLine(error, message);
  const reason = message.split('\n')[0]?.replace(/\s*\(?at line \d+, column \d+\)?:?$/, '') ?? message;
  const where = line ? `${file}, line ${line}` : file;
  return new ImportFormatError(`${file}: its ${language} front matter is not valid: ${reason}`, where);
}

function errorLine(error: unknown, message: string): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const mark = 'mark' in error ? (error as { mark?: { line?: unknown } }).mark : undefined;
  if (typeof mark?.line === 'number') return mark.line + 1;
  if ('line' in error && typeof error.line === 'number') return error.line;
  const json = /\(line (\d+) column \d+\)/.exec(message);
  return json ? Number(json[1]) : undefined;
}
