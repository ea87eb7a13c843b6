export const SUITES = [
  'lighthouse',
  'bytes',
  'server',
  'lookbook',
  'leads',
  'admin-lists',
  'soak',
  'admin-bundle',
  'analytics',
] as const;
export type SuiteName = (typeof SUITES)[number];

export interface BenchOptions {
  suites: SuiteName[];
  runs: number;
  /** first of the ports to use (server, bare server, Chrome); undefined: free ports from the OS */
  basePort?: number;
  /** use the existing build even when sources are newer */
  build: boolean;
  /** a remark recorded with the results, e.g. what else was running */
  note?: string;
  /** how long the soak runs (the figure is 60 s; less for a quick check) */
  soakSeconds: number;
  help: boolean;
}

export const USAGE = `Usage: npm run bench -- [options]

  --only lighthouse|bytes|server|lookbook|leads|admin-lists|soak|admin-bundle|analytics
                                   run only this suite (repeatable; default: all nine)
  --runs N                         Lighthouse runs per page, bytes runs, server rounds and cold lookbook
                                   processes (default 3)
  --port N                         app server on N, bare server on N+1, Chrome on N+2 (default: free ports)
  --no-build                       measure the existing build even if sources are newer
  --soak-seconds N                 how long the soak's 200 clients run (default 60)
  --note TEXT                      a remark recorded with the results (e.g. "other builds running")
  --help                           this text
`;

function positiveInteger(flag: string, value: string | undefined): number {
  const parsed = Number(value);
  if (!value || !Number.isInteger(parsed) || parsed < 1) throw new Error(`${flag} needs a positive whole number`);
  return parsed;
}

/** Parses the command line; throws with a readable message on anything unknown. */
export function parseOptions(argv: string[]): BenchOptions {
  const options: BenchOptions = { suites: [], runs: 3, build: true, help: false, soakSeconds: 60 };
  const args = argv.flatMap((arg) => (arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg]));
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    switch (arg) {
      case '--only': {
        for (const name of (args[++i] ?? '').split(',')) {
          if (!(SUITES as readonly string[]).includes(name)) {
            throw new Error(`--only takes ${SUITES.join(', ')} (got "${name}")`);
          }
          if (!options.suites.includes(name as SuiteName)) options.suites.push(name as SuiteName);
        }
        break;
      }
      case '--runs':
        options.runs = positiveInteger('--runs', args[++i]);
        break;
      case '--soak-seconds':
        options.soakSeconds = positiveInteger('--soak-seconds', args[++i]);
        break;
      case '--port':
        options.basePort = positiveInteger('--port', args[++i]);
        break;
      case '--note':
        options.note = args[++i];
        if (!options.note) throw new Error('--note needs a text');
        break;
      case '--no-build':
        options.build = false;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new Error(`unknown option "${arg}"`);
    }
  }
  if (options.suites.length === 0) options.suites = [...SUITES];
  // Report in a fixed order whatever order the flags came in.
  options.suites.sort((a, b) => SUITES.indexOf(a) - SUITES.indexOf(b));
  return options;
}
