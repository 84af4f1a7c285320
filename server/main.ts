/**
 * Production entry: validates settings, opens the database (PGlite or PostgreSQL), applies
 * migrations, seeds content and, in demo mode, demo data (idempotent), serves API and pages on one port, shuts down cleanly.
 * The steps live in serve.ts.
 */
import './load-env-file';
import { serve } from './serve';

serve({ pages: true }).catch((error) => {
  console.error(error);
  process.exit(1);
});
