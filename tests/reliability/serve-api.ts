// The real server (server/serve.ts: start-up, signals, clean shutdown) without the page build, run
// from source by the fault tests: `node --import tsx tests/reliability/serve-api.ts`.
import { serve } from '../../server/serve.ts';

serve({ pages: false }).catch((error) => {
  console.error(error);
  process.exit(1);
});
