import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAppSecret } from './app-secret.ts';

describe('the app secret', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('is APP_SECRET when configured, and nothing is written', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'secret-'));
    expect(await resolveAppSecret('x'.repeat(40), dir, () => {})).toBe('x'.repeat(40));
    await expect(stat(path.join(dir, 'app-secret'))).rejects.toThrow();
  });

  it('is generated once into the data directory, private to the owner, and reused after a restart', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'secret-'));
    const lines: string[] = [];
    const first = await resolveAppSecret(undefined, path.join(dir, 'nested'), (line) => lines.push(line));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(lines[0]).toContain('APP_SECRET is not set');
    const file = path.join(dir, 'nested', 'app-secret');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    expect(await resolveAppSecret(undefined, path.join(dir, 'nested'), () => {})).toBe(first);
  });
});
