/** HTTP load with autocannon, run from the benchmark's own process against a server process. */
import autocannon from 'autocannon';

export interface LoadFigure {
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /**
   * The bare-route ceiling measured just before this figure, at the same connection count (so a
   * machine that gets faster or slower during the run does not skew the share), and the share.
   */
  ceilingRequestsPerSecond?: number;
  /**
   * The ceiling's own p99 at that moment: when the bare route itself is above a latency target,
   * no route of an app can be under it on this machine then.
   */
  ceilingP99Ms?: number;
  ratioToCeiling?: number;
  /** The ceiling's row only: the lowest and highest of its `runs` measurements. */
  range?: [number, number];
  runs?: number;
}

export interface LoadTarget {
  name: string;
  url: string;
  /** 'missing' when the endpoint or page does not exist (yet). */
  status: 'ok' | 'missing' | 'error';
  note?: string;
  figures: LoadFigure[];
}

/**
 * Sent with every request (the ceiling's too), as every browser sends it: the server may answer
 * compressed, and what it costs to compress (or to have compressed once) is part of the figure.
 */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = { 'accept-encoding': 'gzip, deflate, br' };

export async function runLoad(
  url: string,
  connections: number,
  durationSeconds: number,
  headers: Record<string, string> = {},
): Promise<LoadFigure> {
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: { ...BROWSER_HEADERS, ...headers },
    pipelining: 1,
  });
  return {
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Checks the URL answers 2xx once; a 404 means the feature has not landed yet. */
export async function probe(url: string, headers: Record<string, string> = {}): Promise<{ status: LoadTarget['status']; note?: string }> {
  try {
    const res = await fetch(url, { headers, redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status === 404) return { status: 'missing', note: 'answers 404 (not built yet)' };
    if (res.status >= 300) return { status: 'error', note: `answers ${res.status}` };
    return { status: 'ok' };
  } catch (error) {
    return { status: 'error', note: String(error) };
  }
}

export async function loadTarget(
  name: string,
  url: string,
  connectionLevels: number[],
  durationSeconds: number,
  headers: Record<string, string> = {},
  /** Measures the ceiling at a connection count; called right before each figure. */
  ceiling?: (connections: number) => Promise<LoadFigure>,
): Promise<LoadTarget> {
  const found = await probe(url, headers);
  if (found.status !== 'ok') return { name, url, ...found, figures: [] };
  // Warm-up: JIT, caches and the database's buffers, not counted.
  await runLoad(url, 10, Math.min(2, durationSeconds), headers);
  const figures: LoadFigure[] = [];
  for (const connections of connectionLevels) {
    const before = ceiling ? await ceiling(connections) : undefined;
    const figure = await runLoad(url, connections, durationSeconds, headers);
    if (before?.requestsPerSecond) {
      figure.ceilingRequestsPerSecond = before.requestsPerSecond;
      figure.ceilingP99Ms = before.p99Ms;
      figure.ratioToCeiling = Number((figure.requestsPerSecond / before.requestsPerSecond).toFixed(3));
    }
    figures.push(figure);
  }
  const failed = figures.find((f) => f.non2xx > 0 || f.errors > 0);
  return {
    name,
    url,
    status: 'ok',
    figures,
    ...(failed ? { note: `${failed.non2xx} non-2xx, ${failed.errors} errors at ${failed.connections} connections` } : {}),
  };
}
