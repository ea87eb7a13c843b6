import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADDRESSES_DIR,
  CONTRACT_DIR,
  contractExports,
  expectedAddresses,
  isEndpoint,
  readContract,
  WRITE_COMMAND,
} from '../../scripts/contract/addresses.ts';

/**
 * The browser imports the contract's addresses (shared/api/addresses/, ADR 020), written from the
 * contract by scripts/contract/write-addresses.ts: a committed file that no longer matches what
 * the contract would write sends the browser to an old path, or misses an endpoint.
 */
describe('the addresses of the contract', () => {
  it('are written from the contract as it is (none stale, missing or left over)', async () => {
    const expected = await expectedAddresses();
    const stale = [...expected].flatMap(([file, text]) => {
      let committed: string | undefined;
      try {
        committed = readFileSync(file, 'utf8');
      } catch {
        return [`${path.relative(CONTRACT_DIR, file)} is missing`];
      }
      return committed === text ? [] : [`${path.relative(CONTRACT_DIR, file)} is stale`];
    });
    const leftOver = readdirSync(ADDRESSES_DIR)
      .map((name) => path.join(ADDRESSES_DIR, name))
      .filter((file) => !expected.has(file))
      .map((file) => `${path.relative(CONTRACT_DIR, file)} has no contract file`);
    const problems = [...stale, ...leftOver];
    expect(problems, `shared/api/addresses/ is out of date: run ${WRITE_COMMAND}`).toEqual([]);
  });

  it('give every endpoint its own method and path, and nothing else', async () => {
    const contract = await readContract();
    expect(contract.map(({ file }) => file)).toContain('leads.ts');
    const wrong: string[] = [];
    for (const { file, exports } of contract) {
      const addresses = (await import(path.join(ADDRESSES_DIR, file)).catch(() => ({}))) as Record<string, unknown>;
      for (const { name, value } of exports) {
        const entries = isEndpoint(value) ? [['', value] as const] : Object.entries(value);
        const group = addresses[name] as Record<string, unknown> | undefined;
        for (const [key, endpoint] of entries) {
          const address = key ? group?.[key] : group;
          const wanted = {
            method: endpoint.method,
            path: endpoint.path,
            ...(endpoint.bodyOptional ? { bodyOptional: true } : {}),
          };
          try {
            expect(address).toStrictEqual(wanted);
          } catch {
            wrong.push(
              `${file} ${name}${key ? `.${key}` : ''}: ${JSON.stringify(address)}, not ${JSON.stringify(wanted)}`,
            );
          }
        }
      }
    }
    expect(wrong, `run ${WRITE_COMMAND}`).toEqual([]);
  });

  it('finds endpoints and groups of them, not schemas or constants (the check can fail)', () => {
    const endpoint = { method: 'GET', path: '/x', response: { status: 200, redirect: '/' } };
    const found = contractExports({ xApi: { one: endpoint }, single: endpoint, PATH: '/x', Schema: { shape: {} } });
    expect(found.map(({ name }) => name)).toEqual(['single', 'xApi']);
  });
});
