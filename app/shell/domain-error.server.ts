/** Pages answer errors the one way of server/http/page-errors.ts (docs/decisions/0047); actions return its responses. */
export { domainErrorResponse } from '@server/http/page-errors';
