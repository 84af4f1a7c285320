// The real server (server/serve.ts: start-up, signals, clean shutdown) without the page build, run
// from source by the fault tests, bundled once per test process (tests/helpers/server-process.ts).
import { serve } from '../../server/serve.ts';

serve({ pages: false }).catch((error) => {
  console.error(error);
  process.exit(1);
});
