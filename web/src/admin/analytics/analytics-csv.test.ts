import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell, csvFileName } from './analytics-csv';

describe('csvCell', () => {
  it('writes plain text and numbers as they are', () => {
    expect(csvCell('Google')).toBe('Google');
    expect(csvCell('/blog/hello')).toBe('/blog/hello');
    expect(csvCell(1500.5)).toBe('1500.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes (RFC 4180)', () => {
    expect(csvCell('Nairobi, Kenya')).toBe('"Nairobi, Kenya"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('neutralises a text a spreadsheet would run as a formula with a leading single quote', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+254700000000')).toBe("'+254700000000");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    // Only at the start, and never a number.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-2)).toBe('-2');
  });
});

describe('buildCsv', () => {
  it('writes the header and each row, every line ended by CRLF', () => {
    const csv = buildCsv({
      header: ['Source', 'Visitors'],
      rows: [
        ['Google', 90],
        ['=cmd', 3],
        ['a, "b"', 0],
      ],
    });
    expect(csv).toBe(`Source,Visitors\r\nGoogle,90\r\n'=cmd,3\r\n"a, ""b""",0\r\n`);
  });

  it('writes only the header for no rows', () => {
    expect(buildCsv({ header: ['Page', 'Page views'], rows: [] })).toBe('Page,Page views\r\n');
  });
});

describe('csvFileName', () => {
  it('names the file after the panel and the range', () => {
    expect(csvFileName('sources', { from: '2026-10-30', to: '2026-11-28' })).toBe(
      'analytics-sources-2026-10-30_2026-11-28.csv',
    );
  });
});
