import { describe, expect, it } from 'vitest';
import { lookbookFileName } from './lookbook-file-name.ts';

describe('the lookbook file name', () => {
  it("names the studio's lookbook in ASCII", () => {
    expect(lookbookFileName('Larch & Lime')).toBe('larch-and-lime-design-lookbook.pdf');
    expect(lookbookFileName('Atelier Élodie Çelik')).toBe('atelier-elodie-celik-design-lookbook.pdf');
    expect(lookbookFileName('  Studio "Nord"; rm -rf / ')).toBe('studio-nord-rm-rf-design-lookbook.pdf');
  });

  it('falls back to a neutral name when nothing ASCII is left', () => {
    expect(lookbookFileName('设计工作室')).toBe('studio-design-lookbook.pdf');
    expect(lookbookFileName('')).toBe('studio-design-lookbook.pdf');
  });

  it('keeps long names short', () => {
    const name = lookbookFileName('The Very Long Name Of An Interior Design Studio That Goes On And On Forever');
    expect(name.length).toBeLessThanOrEqual(60 + '-design-lookbook.pdf'.length);
    expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-design-lookbook\.pdf$/);
  });
});
