// Enforces STYLE.md rule 1, "A module has one door": code outside modules/<name>/ may import
// only modules/<name>/index.ts. The platform kernel is a door per sub-folder: code outside
// modules/platform/<sub>/ (another kernel sub-folder too) imports only
// modules/platform/<sub>/index.ts, and the kernel never imports a domain module. The web app's
// admin/ and site/ never import each other, and from modules/ the web app may import only the
// shared zod rules, modules/<name>/<file>.schemas.ts.
// Dependencies between modules run one way: no two modules import each other, directly or round
// a longer circle (type-only imports count too). Part of `npm run lint`.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseSync } from 'vite';

export type ImportRef = { specifier: string; line: number };
export type Violation = { file: string; line: number; specifier: string; message: string };

/** Folders whose files must respect module doors. */
export const MODULE_RULE_ROOTS = ['modules', 'worker', 'tests', 'e2e', 'infra'];
/** Folder whose admin/ and site/ halves must stay apart. */
export const WEB_ROOT = 'web/src';

/**
 * Kernel imports tolerated for now, each exactly (importing file -> imported file): the kernel
 * parts being moved out of the kernel import domain modules or another sub-folder's insides.
 * An entry that no longer occurs is reported, so the list only shrinks.
 */
export const PENDING_KERNEL_IMPORTS: readonly { file: string; target: string }[] = [];

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
  if (name === 'platform') {
    if (target === 'modules/platform/index.ts') return undefined;
    if (parts.length === 3)
      return importer.startsWith('modules/platform/') ? undefined : 'modules/platform/index.ts';
    // Each kernel sub-folder is a door of its own, to the rest of the kernel too.
    if (importer.startsWith(`modules/platform/${parts[2]}/`)) return undefined;
    const subDoor = `modules/platform/${parts[2]}/index.ts`;
    return target === subDoor ? undefined : subDoor;
  }
  if (importer.startsWith(`modules/${name}/`)) return undefined;
  const door = `modules/${name}/index.ts`;
  return target === door ? undefined : door;
}

/** Why a kernel file may not import `target` (a domain module), or undefined when it may. */
export function kernelViolation(importer: string, target: string): string | undefined {
  if (!importer.startsWith('modules/platform/')) return undefined;
  const module = moduleOf(target);
  if (module === undefined || module === 'platform') return undefined;
  return `the kernel (modules/platform) never imports a domain module (modules/${module})`;
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

/**
 * All boundary violations in one file (`file` is repository-relative, with `/`), except the
 * imports `allowed` lists (PENDING_KERNEL_IMPORTS unless told).
 */
export function checkSource(
  file: string,
  source: string,
  allowed: readonly { file: string; target: string }[] = PENDING_KERNEL_IMPORTS,
): Violation[] {
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
    if (allowed.some((entry) => entry.file === file && entry.target === target)) continue;
    const kernel = kernelViolation(file, target);
    const door = requiredDoor(file, target);
    if (kernel) violations.push({ file, line, specifier, message: kernel });
    else if (door) violations.push({ file, line, specifier, message: `use ${door}` });
  }
  return violations;
}

/** The allowed imports `file` (whose source is `source`) no longer makes. */
export function unusedAllowances(
  file: string,
  source: string,
  allowed: readonly { file: string; target: string }[] = PENDING_KERNEL_IMPORTS,
): { file: string; target: string }[] {
  const mine = allowed.filter((entry) => entry.file === file);
  if (mine.length === 0) return [];
  const targets = new Set(findImports(source, file).map(({ specifier }) => resolveImport(file, specifier)));
  return mine.filter((entry) => !targets.has(entry.target));
}

/** One import from a file of one module into another module. */
export type ModuleImport = { from: string; to: string; file: string; line: number; specifier: string };

/** The module a repository-relative path belongs to (modules/<name>/...), if any. */
export function moduleOf(file: string): string | undefined {
  const parts = file.split('/');
  return parts[0] === 'modules' && parts.length >= 3 ? parts[1] : undefined;
}

/** Imports from `file` into modules other than its own (`file` is repository-relative). */
export function moduleImports(file: string, source: string): ModuleImport[] {
  const from = moduleOf(file);
  if (from === undefined) return [];
  const found: ModuleImport[] = [];
  for (const { specifier, line } of findImports(source, file)) {
    const target = resolveImport(file, specifier);
    const to = target === undefined ? undefined : moduleOf(target);
    if (to !== undefined && to !== from) found.push({ from, to, file, line, specifier });
  }
  return found;
}

/**
 * Groups of modules that reach each other through imports (the strongly connected components
 * of more than one module, Tarjan's algorithm), each sorted by name; empty when dependencies run
 * one way.
 */
export function moduleCycles(imports: ModuleImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    if (!edges.has(to)) edges.set(to, new Set());
    const targets = edges.get(from) ?? new Set<string>();
    targets.add(to);
    edges.set(from, targets);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** A cycle as the lint prints it: the modules, then one import for each edge inside it. */
export function formatCycle(cycle: string[], imports: ModuleImport[]): string {
  const members = new Set(cycle);
  const seen = new Set<string>();
  const lines = [`modules import each other: ${cycle.join(', ')}`];
  for (const entry of imports) {
    const edge = `${entry.from} -> ${entry.to}`;
    if (!members.has(entry.from) || !members.has(entry.to) || seen.has(edge)) continue;
    seen.add(edge);
    lines.push(`  ${edge}: ${entry.file}:${entry.line} imports ${entry.specifier}`);
  }
  return lines.join('\n');
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
  const imports: ModuleImport[] = [];
  const listed = new Set(files);
  const stale = PENDING_KERNEL_IMPORTS.filter((entry) => !listed.has(entry.file));
  for (const file of files) {
    const source = await readFile(path.join(root, file), 'utf8');
    violations.push(...checkSource(file, source));
    imports.push(...moduleImports(file, source));
    stale.push(...unusedAllowances(file, source));
  }
  const cycles = moduleCycles(imports);
  if (violations.length > 0 || cycles.length > 0 || stale.length > 0) {
    for (const violation of violations) console.error(formatViolation(violation));
    for (const entry of stale) {
      console.error(
        `PENDING_KERNEL_IMPORTS lists ${entry.file} -> ${entry.target}, an import no longer made: remove the entry`,
      );
    }
    for (const cycle of cycles) console.error(formatCycle(cycle, imports));
    if (violations.length > 0) {
      console.error(
        `check-boundaries: ${violations.length} import(s) bypass a module's door (STYLE.md rule 1)`,
      );
    }
    if (cycles.length > 0) {
      console.error(
        `check-boundaries: ${cycles.length} circle(s) of modules importing each other (dependencies run one way)`,
      );
    }
    if (stale.length > 0) console.error(`check-boundaries: ${stale.length} allowance(s) no longer needed`);
    process.exit(1);
  }
  console.log(
    `check-boundaries: OK, ${files.length} files respect module doors and web/src admin/site; no two modules import each other`,
  );
}

if (import.meta.main) await main();
