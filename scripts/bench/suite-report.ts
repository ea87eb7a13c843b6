/** What every suite hands back: tables to print and file, and its targets, met or not. */
export interface Table {
  title?: string;
  headers: string[];
  /** right-aligned columns (numbers) by index */
  numeric?: number[];
  rows: string[][];
}

export interface TargetCheck {
  target: string;
  measured: string;
  met: boolean;
}

export interface SuiteReport {
  title: string;
  /** how it was measured, in a sentence or two (goes into docs/performance.md) */
  method: string;
  tables: Table[];
  targets: TargetCheck[];
  notes: string[];
  seconds: number;
}
