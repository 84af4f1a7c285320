/** What errors from the database driver mean: unreachable, a unique index refused, a value refused. */

/** Errors from the database driver that mean "the database cannot be reached". */
export function isDatabaseDown(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  const message = String((error as { message?: unknown }).message ?? '');
  if (
    typeof code === 'string' &&
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08000', '08003', '08006', '08001', '08004'].includes(
      code,
    )
  )
    return true;
  if (
    /Connection terminated|connect ECONNREFUSED|Client has encountered a connection error|timeout exceeded when trying to connect/i.test(
      message,
    )
  )
    return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error ? isDatabaseDown(cause) : false;
}

/**
 * Runs `write`; when a unique index refuses it (`constraint`, or any), throws `conflict()` in its
 * place (a domain error such as Conflict('booking.slotTaken')). Other errors pass unchanged.
 */
export async function uniqueViolationAs<T>(write: () => Promise<T>, conflict: () => Error, constraint?: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw conflict();
    throw error;
  }
}

/** PostgreSQL unique_violation, optionally on one named constraint/index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
  if (e.code === '23505') return constraint ? e.constraint === constraint || String(e.message).includes(constraint) : true;
  return e.cause !== undefined && e.cause !== error ? isUniqueViolation(e.cause, constraint) : false;
}

/** PostgreSQL check_violation, optionally of one named check constraint. */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
  if (e.code === '23514') return constraint ? e.constraint === constraint || String(e.message).includes(constraint) : true;
  return e.cause !== undefined && e.cause !== error ? isCheckViolation(e.cause, constraint) : false;
}

/**
 * PostgreSQL "data exception" (SQLSTATE class 22): a value the database cannot take, such as a NUL
 * byte in text (22021), a malformed number or date (22P02, 22007, 22008) or one out of range
 * (22003). It comes from what the client sent, so it is a 400, never a 500.
 */
export function isDataException(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; cause?: unknown };
  if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  return e.cause !== undefined && e.cause !== error ? isDataException(e.cause) : false;
}

/**
 * PostgreSQL exclusion_violation (23P01): an EXCLUDE constraint refused the row. Returns the
 * constraint's name (such as therapy_sessions_room_overlap), or null for any other error.
 */
export function exclusionViolation(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
  if (e.code === '23P01') return typeof e.constraint === 'string' ? e.constraint : (/"([^"]+)"/.exec(String(e.message))?.[1] ?? '');
  return e.cause !== undefined && e.cause !== error ? exclusionViolation(e.cause) : null;
}

/** A deadlock (40P01) or serialization failure (40001): the transaction may simply be run again. */
export function isRetryableConflict(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; cause?: unknown };
  if (e.code === '40P01' || e.code === '40001') return true;
  return e.cause !== undefined && e.cause !== error ? isRetryableConflict(e.cause) : false;
}
