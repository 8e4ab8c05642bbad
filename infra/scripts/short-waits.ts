// The suite's wait limits, held to a floor. A wait ends as soon as the thing it waits for happens,
// so its limit only decides when a doomed test gives up; a short one (testing-library's default
// second, a 5 s poll) fails a healthy test on a busy machine. Checked by short-waits.test.ts.

/** No wait in the suite gives up sooner than this. */
export const MIN_WAIT_LIMIT_MS = 15_000;

/** Written on a wait's line or the line above: this short limit is deliberate (say why). */
const ALLOW = 'wait-limit-ok';

/** Helpers whose second argument is a wait's limit in ms. */
const LIMIT_AS_SECOND_ARGUMENT = ['eventually', 'waitForMail'];

export type ShortWait = { line: number; text: string };

/** The wait limits under MIN_WAIT_LIMIT_MS in one source file. */
export function findShortWaits(source: string): ShortWait[] {
  const lines = source.split('\n');
  const lineOf = (index: number) => source.slice(0, index).split('\n').length;
  const allowed = (line: number) =>
    (lines[line - 1] ?? '').includes(ALLOW) || (lines[line - 2] ?? '').includes(ALLOW);
  const short = (literal: string) => Number(literal.replaceAll('_', '')) < MIN_WAIT_LIMIT_MS;
  const found: ShortWait[] = [];

  // `{ timeout: 1000 }`, `configure({ asyncUtilTimeout: 1000 })`, a default `timeoutMs = 10_000`.
  for (const match of source.matchAll(
    /\b(timeout|timeoutMs|asyncUtilTimeout)(\s*[:=]\s*)([0-9][0-9_]*)\b/g,
  )) {
    const line = lineOf(match.index);
    if (short(match[3] ?? '') && !allowed(line))
      found.push({ line, text: `${match[1]}${match[2]}${match[3]}` });
  }
  for (const name of LIMIT_AS_SECOND_ARGUMENT) {
    for (const match of source.matchAll(new RegExp(`\\b${name}\\(`, 'g'))) {
      const second = topLevelArguments(source, match.index + match[0].length)[1];
      if (!second) continue;
      const literal = source.slice(second.start, second.end).trim();
      const line = lineOf(
        second.start + (source.slice(second.start).length - source.slice(second.start).trimStart().length),
      );
      if (/^[0-9][0-9_]*$/.test(literal) && short(literal) && !allowed(line)) {
        found.push({ line, text: `${name}(…, ${literal})` });
      }
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The spans of a call's top-level arguments, from just after its opening parenthesis. */
function topLevelArguments(source: string, from: number): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = from;
  for (let index = from; index < source.length; index += 1) {
    const char = source[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"' || char === '`') {
      quote = char;
    } else if (char === '(' || char === '[' || char === '{') {
      depth += 1;
    } else if (char === ')' || char === ']' || char === '}') {
      if (depth === 0) {
        spans.push({ start, end: index });
        return spans;
      }
      depth -= 1;
    } else if (char === ',' && depth === 0) {
      spans.push({ start, end: index });
      start = index + 1;
    }
  }
  return spans;
}
