/**
 * Consultation ids: 20 Crockford base-32 characters (100 random bits), unguessable. Stored and sent
 * in the compact form ('7K3QD9M2XW4HB8TNRC5Y'); shown grouped ('7K3QD-9M2XW-4HB8T-NRC5Y'). Input is
 * accepted with or without hyphens or spaces, in any case, with the usual Crockford look-alikes
 * (I and L read as 1, O as 0).
 */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CONSULTATION_ID_LENGTH = 20;

const ID_RE = new RegExp(`^[${CROCKFORD}]{${CONSULTATION_ID_LENGTH}}$`);

/** A new random id. Uses the Web Crypto API (Node 20 and browsers). */
export function newConsultationId(): string {
  const bytes = new Uint8Array(CONSULTATION_ID_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  // 5 bits from each byte: 20 x 5 = 100 random bits.
  return Array.from(bytes, (b) => CROCKFORD[b & 31]).join('');
}

/** The compact id for user input, or null when it cannot be an id. */
export function normalizeConsultationId(input: string): string | null {
  if (input.length > 64) return null;
  const compact = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return ID_RE.test(compact) ? compact : null;
}

/** The readable form: four groups of five. Other strings are returned unchanged. */
export function formatConsultationId(id: string): string {
  const compact = normalizeConsultationId(id);
  if (!compact) return id;
  return compact.match(/.{5}/g)?.join('-') ?? compact;
}

/** The payment page of a consultation: by id alone, no phone number in URLs, logs or browser history. */
export function paymentPath(id: string): string {
  return `/payment/${id}`;
}
