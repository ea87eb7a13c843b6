// The lookbook worker when the server runs from source (Vitest, `npm run dev`, tsx scripts). Node 20
// applies no `--import tsx` loader to worker threads, but one registered from inside the thread
// works: so this plain-JavaScript step registers tsx, then loads the TypeScript worker. The
// production build runs the worker's own bundle instead (vite.config.ts, server/prod.ts).
import { register } from 'tsx/esm/api';

register();
const worker = await import('./lookbook-worker.ts');

export default worker.default;
export const prepare = worker.prepare;
