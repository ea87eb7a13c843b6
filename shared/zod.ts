import { z } from 'zod';

/**
 * The one zod every schema of ours is built with, configured once before any schema exists.
 *
 * zod 4 probes `new Function` to compile fast parsers; under our CSP (no 'unsafe-eval') the probe
 * is refused and the browser reports a CSP violation, even though zod swallows the error. The
 * interpreted parsers are plenty fast for forms and API bodies. Every module that builds schemas
 * imports `z` from here (not from 'zod'), so whichever of them a page loads first, the setting is
 * already made.
 */
z.config({ jitless: true });

export { z };
