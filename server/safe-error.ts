/**
 * What the log keeps of an error (pino's `err` serializer): its type, name, SQLSTATE code and the
 * names PostgreSQL gives (constraint, table, column), a message and a stack that hold no value the
 * query was given, and the same of its cause. A Drizzle error's message ends with the query's
 * parameters ("params: ..."), which it also keeps as a property; a PostgreSQL error quotes the
 * refused value in its message ('invalid input syntax for type uuid: "..."') and in its detail
 * ('Key (contact)=(98...) already exists.'). Parameters, detail and the query's text stay out:
 * they are what patients typed (docs/decisions/0010-request-log.md).
 */

type Loose = Error & Record<string, unknown>;

/** PostgreSQL's fields that name things, never values. */
const NAMES = ['code', 'constraint', 'table', 'column', 'schema', 'dataType', 'severity', 'routine', 'statusCode'] as const;

/** A message without what follows 'params:' and without a quoted value after a colon. */
function safeMessage(message: string): string {
  const withoutParams = message.replace(/\n?params:[\s\S]*$/, '');
  const withoutQuery = withoutParams.startsWith('Failed query:') ? 'Failed query' : withoutParams;
  return withoutQuery.replace(/:\s*"[\s\S]*$/, ': "[value left out]"');
}

function isDatabaseError(error: Loose): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

/** The error as the log shows it (see above); `depth` bounds a chain of causes. */
export function safeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!error || typeof error !== 'object') return { type: typeof error, message: safeMessage(String(error)) };
  const e = error as Loose;
  const raw = typeof e.message === 'string' ? e.message : '';
  const touched = raw.includes('params:') || raw.startsWith('Failed query:') || isDatabaseError(e);
  const message = touched ? safeMessage(raw) : raw;
  const out: Record<string, unknown> = { type: e.constructor?.name ?? 'Error', message };
  if (typeof e.name === 'string' && e.name !== out.type) out.name = e.name;
  for (const key of NAMES) if (typeof e[key] === 'string' || typeof e[key] === 'number') out[key] = e[key];
  if (typeof e.stack === 'string') {
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${e.name ?? 'Error'}: ${message}`, ...frames].join('\n');
  }
  if (e.cause !== undefined && e.cause !== error && depth < 3) {
    const cause = safeError(e.cause, depth + 1);
    out.cause = cause;
    // The code that explains a failed query is its cause's (Drizzle wraps the driver's error).
    for (const key of NAMES) if (out[key] === undefined && cause[key] !== undefined) out[key] = cause[key];
    if (out.message === 'Failed query' && typeof cause.message === 'string') out.message = `Failed query: ${cause.message}`;
  }
  return out;
}
