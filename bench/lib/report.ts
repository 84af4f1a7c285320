/** The printed table of a benchmark run. */
import type { BenchResults } from '../run.ts';

function table(headers: string[], rows: (string | number)[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  const line = (cells: (string | number)[]) => cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function note(f: BenchResults['ceiling']['figures'][number]): string {
  if (f.non2xx || f.errors) return `${f.non2xx} non-2xx, ${f.errors} errors`;
  if (f.range) return `median of ${f.runs} runs, ${f.range[0]}-${f.range[1]}`;
  if (f.ceilingRequestsPerSecond) return `ceiling just before: ${f.ceilingRequestsPerSecond} req/s, p99 ${f.ceilingP99Ms} ms`;
  return '';
}

export function printReport(r: BenchResults): void {
  console.log(
    `\n=== Benchmark ${r.date} on ${r.machine.cpu} (${r.machine.cores} cores, ${r.machine.memoryGiB} GiB), Node ${r.machine.node}`,
  );
  console.log(`    ${r.settings.durationSeconds}s per measurement; autocannon in the benchmark process, server and ceiling in their own;`);
  console.log('    "of ceiling": against the bare route measured just before each figure (its row: median of all those runs)');
  console.log(
    `    load average (1, 5, 15 min) at start ${r.machine.loadAverageAtStart.join(' ')}, at end ${r.machine.loadAverageAtEnd.join(' ')}\n`,
  );

  const rows: (string | number)[][] = [];
  const add = (db: string, t: BenchResults['ceiling']) => {
    if (t.status !== 'ok') {
      rows.push([db, t.name, '-', t.status.toUpperCase(), '', '', '', t.note ?? '']);
      return;
    }
    for (const f of t.figures)
      rows.push([
        db,
        t.name,
        f.connections,
        f.requestsPerSecond,
        f.p50Ms,
        f.p99Ms,
        f.ratioToCeiling !== undefined ? `${Math.round(f.ratioToCeiling * 100)}%` : '',
        note(f),
      ]);
  };
  add('-', r.ceiling);
  for (const run of r.runs) for (const t of run.load) add(run.database, t);
  console.log(table(['db', 'target', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'note'], rows));

  console.log('\nBooking race (one slot, concurrent POST /api/consultations by different signed-in patients)');
  console.log(
    table(
      ['db', 'attempts', 'created', '409', '5xx', 'other', 'p50 ms', 'p99 ms', 'wall ms', 'result'],
      r.runs.map((run) => [
        run.database,
        run.race.attempts,
        run.race.created,
        run.race.conflicts,
        run.race.serverErrors,
        JSON.stringify(run.race.other),
        run.race.p50Ms ?? '',
        run.race.p99Ms ?? '',
        run.race.wallMs ?? '',
        run.race.status === 'ok' ? 'ok' : `${run.race.status.toUpperCase()} ${run.race.note ?? ''}`,
      ]),
    ),
  );

  console.log('\nFirst visit page weight (gzip)');
  console.log(
    table(
      ['page', 'JS', 'CSS', 'files', 'note'],
      r.pageWeight.map((w) => [
        w.path,
        kib(w.jsGzipBytes),
        kib(w.cssGzipBytes),
        w.files.length,
        w.status === 'ok' ? '' : `${w.status}: ${w.note ?? ''}`,
      ]),
    ),
  );
  console.log(`budget: first-load JS of / ${kib(r.budget.homeJsGzipBytes)} of ${kib(r.budget.limitBytes)}: ${r.budget.ok ? 'ok' : 'OVER'}`);

  console.log('\nLighthouse (mobile)');
  console.log(
    table(
      ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS transferred', 'CPU index', 'note'],
      r.lighthouse.map((l) =>
        l.status === 'ok' && l.scores
          ? [
              l.path,
              l.scores.performance,
              l.scores.accessibility,
              l.scores.bestPractices,
              l.scores.seo,
              l.lcpMs ?? '',
              l.tbtMs ?? '',
              l.cls ?? '',
              kib(l.scriptTransferBytes ?? 0),
              l.benchmarkIndex ?? '',
              l.failedAudits?.length ? `failed: ${l.failedAudits.join(', ')}` : '',
            ]
          : [l.path, '', '', '', '', '', '', '', '', '', `${l.status}: ${l.note ?? ''}`],
      ),
    ),
  );
}
