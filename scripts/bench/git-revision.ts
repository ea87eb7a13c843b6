import { execFileSync } from 'node:child_process';

/** The commit measured: short hash, plus a warning when the working tree differs from it. */
export function gitRevision(root: string): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const commit = git('rev-parse', '--short', 'HEAD');
    return git('status', '--porcelain') ? `${commit} + uncommitted changes` : commit;
  } catch {
    return 'unknown (not a git checkout)';
  }
}
