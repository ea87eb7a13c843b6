/**
 * "Larch & Lime" → "larch-and-lime-design-lookbook.pdf": the download's name, ASCII only so that it
 * survives every Content-Disposition parser and mail client.
 */
export function lookbookFileName(studioName: string): string {
  const slug = studioName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, ' and ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || 'studio'}-design-lookbook.pdf`;
}
