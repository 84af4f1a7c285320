// `npm run build`: the production build (React Router's, then the server bundle and the operator's
// commands: scripts/build-server.mjs), stamped so that `npm start` and the operator's commands
// know it is as new as the sources.
import { build } from './lib/build.mjs';

try {
  build();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
