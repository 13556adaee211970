import { parse } from 'csv-parse/sync';
import { IMPORT_LIMITS, ImportMessages, type ImportFormat, type ImportRowError } from '@streamhub/contracts';
import { ImportRowSchema, type ImportRow } from '@streamhub/contracts/schemas';

export interface ParsedManifest {
  rows: { line: number; row: ImportRow }[];
  errors: ImportRowError[];
}

/** The raw rows with their lines: CSV by its header (the file's line of each record), JSON by place in the array. */
function readRows(format: ImportFormat, text: string): { line: number; raw: unknown }[] | ImportRowError {
  if (format === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return { line: 1, field: 'manifest', message: ImportMessages.unreadable };
    }
    const list = Array.isArray(value) ? value : (value as { rows?: unknown } | null)?.rows;
    if (!Array.isArray(list)) return { line: 1, field: 'manifest', message: ImportMessages.unreadable };
    return list.map((raw, i) => ({ line: i + 1, raw }));
  }
  try {
    const records = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim()),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, raw: record }));
  } catch (err) {
    const line = typeof (err as { lines?: unknown }).lines === 'number' ? (err as { lines: number }).lines : 1;
    return { line, field: 'manifest', message: ImportMessages.unreadable };
  }
}

/**
 * Reads and checks a whole manifest (docs/media.md "Bulk import"): every bad row is reported with
 * its line and field, not only the first, and external ids must be unique within the file.
 */
export function parseManifest(format: ImportFormat, text: string): ParsedManifest {
  const read = readRows(format, text);
  if (!Array.isArray(read)) return { rows: [], errors: [read] };
  if (read.length === 0) return { rows: [], errors: [{ line: 1, field: 'manifest', message: ImportMessages.empty }] };
  if (read.length > IMPORT_LIMITS.maxRows)
    return { rows: [], errors: [{ line: 1, field: 'manifest', message: ImportMessages.tooManyRows }] };
  const rows: ParsedManifest['rows'] = [];
  const errors: ImportRowError[] = [];
  const seen = new Set<string>();
  for (const { line, raw } of read) {
    const parsed = ImportRowSchema.safeParse(raw && typeof raw === 'object' ? raw : {});
    if (!parsed.success) {
      const fields = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        if (fields.has(field)) continue;
        fields.add(field);
        errors.push({ line, field, message: issue.message });
      }
      continue;
    }
    if (seen.has(parsed.data.externalId)) {
      errors.push({ line, field: 'externalId', message: ImportMessages.duplicateExternalId });
      continue;
    }
    seen.add(parsed.data.externalId);
    rows.push({ line, row: parsed.data });
  }
  return { rows, errors };
}
