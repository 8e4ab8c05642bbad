// Enforces STYLE.md rule 1, "A module has one door": code outside modules/<name>/ may import
// only modules/<name>/index.ts (for the platform kernel: modules/platform/index.ts or
// modules/platform/<sub>/index.ts). The web app's admin/ and site/ never import each other, and
// from modules/ the web app may import only the shared zod rules, modules/<name>/<file>.schemas.ts.
// Part of `npm run lint`.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSync } from 'vite';

export type ImportRef = { specifier: string; line: number };
export type Violation = { file: string; line: number; specifier: string; message: string };

/** Folders whose files must respect module doors. */
export const MODULE_RULE_ROOTS = ['modules', 'worker', 'tests', 'e2e', 'infra'];
/** Folder whose admin/ and site/ halves must stay apart. */
export const WEB_ROOT = 'web/src';

/** Every import/export-from/dynamic import specifier in a TS/TSX source, with its line. */
export function findImports(source: string, filename: string): ImportRef[] {
  const { module } = parseSync(filename, source);
  const spans = new Map<number, string>();
  for (const entry of module.staticImports) spans.set(entry.moduleRequest.start, entry.moduleRequest.value);
  for (const statement of module.staticExports) {
    for (const entry of statement.entries) {
      if (entry.moduleRequest) spans.set(entry.moduleRequest.start, entry.moduleRequest.value);
    }
  }
  for (const entry of module.dynamicImports) {
    const literal = stringLiteral(source.slice(entry.moduleRequest.start, entry.moduleRequest.end));
    if (literal !== undefined) spans.set(entry.moduleRequest.start, literal);
  }
  const lineOf = lineLocator(source);
  return [...spans.entries()]
    .sort(([a], [b]) => a - b)
    .map(([offset, specifier]) => ({ specifier, line: lineOf(offset) }));
}

/** Repository-relative target of a relative specifier; undefined for packages and builtins. */
export function resolveImport(importer: string, specifier: string): string | undefined {
  if (
    specifier !== '.' &&
    specifier !== '..' &&
    !specifier.startsWith('./') &&
    !specifier.startsWith('../')
  ) {
    return undefined;
  }
  return path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier));
}

/** The door an import should use instead, or undefined when `importer` may import `target`. */
export function requiredDoor(importer: string, target: string): string | undefined {
  const parts = target.split('/');
  const name = parts[1];
  // Files right under modules/ (main.ts, entities.ts) are composition, not a module's inside.
  if (parts[0] !== 'modules' || name === undefined || parts.length < 3) return undefined;
  if (importer.startsWith(`modules/${name}/`)) return undefined;
  if (name === 'platform') {
    if (target === 'modules/platform/index.ts') return undefined;
    if (parts.length === 3) return 'modules/platform/index.ts';
    const subDoor = `modules/platform/${parts[2]}/index.ts`;
    return target === subDoor ? undefined : subDoor;
  }
  const door = `modules/${name}/index.ts`;
  return target === door ? undefined : door;
}

/** Why a web import crosses between admin/ and site/, or undefined when it does not. */
export function webSideViolation(importer: string, target: string): string | undefined {
  const from = webSide(importer);
  const to = webSide(target);
  if (!from || !to || from === to) return undefined;
  return `${WEB_ROOT}/${from} must never import from ${WEB_ROOT}/${to}`;
}

/** Why a web import reaches into modules/ beyond a schemas file, or undefined when it does not. */
export function webModuleViolation(target: string): string | undefined {
  if (!target.startsWith('modules/')) return undefined;
  if (/^modules\/[^/]+\/[^/]+\.schemas\.ts$/.test(target)) return undefined;
  return `${WEB_ROOT} may import from modules/ only modules/<name>/<file>.schemas.ts`;
}

/** All boundary violations in one file (`file` is repository-relative, with `/`). */
export function checkSource(file: string, source: string): Violation[] {
  const violations: Violation[] = [];
  const isWeb = file.startsWith(`${WEB_ROOT}/`);
  for (const { specifier, line } of findImports(source, file)) {
    const target = resolveImport(file, specifier);
    if (target === undefined) continue;
    if (isWeb) {
      const crossing = webSideViolation(file, target) ?? webModuleViolation(target);
      if (crossing) violations.push({ file, line, specifier, message: crossing });
      continue;
    }
    const door = requiredDoor(file, target);
    if (door) violations.push({ file, line, specifier, message: `use ${door}` });
  }
  return violations;
}

export function formatViolation(violation: Violation): string {
  return `${violation.file}:${violation.line} imports ${violation.specifier}: ${violation.message}`;
}

function webSide(file: string): 'admin' | 'site' | undefined {
  if (file.startsWith(`${WEB_ROOT}/admin/`)) return 'admin';
  if (file.startsWith(`${WEB_ROOT}/site/`)) return 'site';
  return undefined;
}

function stringLiteral(text: string): string | undefined {
  const match = /^\s*(['"`])([^'"`$\\]*)\1\s*$/.exec(text);
  return match ? match[2] : undefined;
}

function lineLocator(source: string): (offset: number) => number {
  const starts = [0];
  for (let index = source.indexOf('\n'); index !== -1; index = source.indexOf('\n', index + 1)) {
    starts.push(index + 1);
  }
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

async function listSources(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      files.push(...(await listSources(root, relative)));
    } else if (/\.tsx?$/.test(entry.name)) {
      files.push(relative);
    }
  }
  return files;
}

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const files = (
    await Promise.all([...MODULE_RULE_ROOTS, WEB_ROOT].map((dir) => listSources(root, dir)))
  ).flat();
  const violations: Violation[] = [];
  for (const file of files) {
    violations.push(...checkSource(file, await readFile(path.join(root, file), 'utf8')));
  }
  if (violations.length > 0) {
    for (const violation of violations) console.error(formatViolation(violation));
    console.error(
      `check-boundaries: ${violations.length} import(s) bypass a module's door (STYLE.md rule 1)`,
    );
    process.exit(1);
  }
  console.log(`check-boundaries: OK, ${files.length} files respect module doors and web/src admin/site`);
}

if (import.meta.main) await main();
