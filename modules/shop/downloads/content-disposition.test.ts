import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('gives a plain name as both forms', () => {
    expect(contentDisposition('guide.pdf')).toBe(
      `attachment; filename="guide.pdf"; filename*=UTF-8''guide.pdf`,
    );
  });

  it('percent-encodes non-ASCII names and keeps an ASCII fallback', () => {
    expect(contentDisposition('Café ñ (2).pdf')).toBe(
      `attachment; filename="Caf_ _ (2).pdf"; filename*=UTF-8''Caf%C3%A9%20%C3%B1%20%282%29.pdf`,
    );
  });

  it('drops quotes, backslashes, CR and LF so no header can be injected', () => {
    const header = contentDisposition('a"b\\c\r\nSet-Cookie: x=1.pdf');
    expect(header).toBe(
      `attachment; filename="abcSet-Cookie: x=1.pdf"; filename*=UTF-8''abcSet-Cookie%3A%20x%3D1.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('never answers an empty name', () => {
    expect(contentDisposition('"\r\n"')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});
