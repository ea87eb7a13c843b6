import type { Language } from '#shared/admin/auth.ts';

/** A file's size for people: "840 kB", "2.4 MB", in the reader's language. */
export function formatByteSize(language: Language, bytes: number): string {
  const megabytes = bytes / 1_000_000;
  if (megabytes >= 1) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
      megabytes,
    );
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(bytes / 1000)),
  );
}
