import type { Table } from './suite-report.ts';

/**
 * A Markdown table padded to align in a terminal too, so the console and docs/performance.md
 * show the same text.
 */
export function markdownTable(table: Table): string {
  const numeric = new Set(table.numeric ?? []);
  const widths = table.headers.map((header, column) =>
    Math.max(3, header.length, ...table.rows.map((row) => (row[column] ?? '').length)),
  );
  const cell = (text: string, column: number) =>
    numeric.has(column) ? text.padStart(widths[column] ?? 0) : text.padEnd(widths[column] ?? 0);
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (numeric.has(column) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(table.headers), rule, ...table.rows.map((row) => line(table.headers.map((_, i) => row[i] ?? '')))].join(
    '\n',
  );
}
