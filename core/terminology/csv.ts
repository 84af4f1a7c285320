/**
 * A CSV reader for the terminology files (RFC 4180: quoted fields with commas, doubled quotes and
 * line breaks; a UTF-8 byte order mark; CRLF or LF). The project has no spreadsheet library, so the
 * official spreadsheets are imported saved as CSV (UTF-8) (decision 0061).
 */
export interface CsvRecord {
  /** The line of the file the record starts on (1 = the header), for the refused-rows report. */
  line: number;
  values: Record<string, string>;
}

export function parseCsvRows(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== '') rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
    rowLine = line;
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      line++;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** Records keyed by the header's column names (trimmed); missing cells are ''. */
export function parseCsv(text: string): { header: string[]; records: CsvRecord[] } {
  const [head, ...rest] = parseCsvRows(text);
  const header = (head?.cells ?? []).map((h) => h.trim());
  const records = rest.map(({ line, cells }) => ({
    line,
    values: Object.fromEntries(header.map((name, i) => [name, (cells[i] ?? '').trim()])),
  }));
  return { header, records };
}
