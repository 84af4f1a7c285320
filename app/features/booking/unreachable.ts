/**
 * What the booking page's clientAction answers when the action's answer never came: no network, a
 * 5xx page from the proxy, an error (decision 0042). A small module: the route imports it without
 * the form's code.
 */
export interface BookingUnreachable {
  ok: false;
  unreachable: true;
}

export function isUnreachable(answer: unknown): answer is BookingUnreachable {
  return typeof answer === 'object' && answer !== null && (answer as { unreachable?: unknown }).unreachable === true;
}
