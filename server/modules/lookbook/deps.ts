import type { PlatformDeps } from '../../platform/platform-deps.ts';
import type { LookbookGenerator } from './lookbook-generator.ts';

/** What the lookbook module adds to the app's deps: the PDF generator the composition root builds. */
export interface LookbookDeps {
  lookbook: LookbookGenerator;
}

/** What the lookbook routes read from a request's deps. */
export type LookbookRouteDeps = PlatformDeps & LookbookDeps;
