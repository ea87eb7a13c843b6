import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

/** The staff account the bench's servers create at boot (ADMIN_USERNAME/ADMIN_PASSWORD, D16). */
export interface BenchAdmin {
  username: string;
  password: string;
  /** the environment that makes the server create it on an empty database */
  env: Record<string, string>;
}

export function benchAdmin(): BenchAdmin {
  const username = 'bench-admin';
  // 24 random letters and digits: meets the password policy (12+ characters, not a common one).
  const password = randomBytes(18).toString('base64url');
  return { username, password, env: { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } };
}

/**
 * Signs in through POST /api/admin/login as the browser does (same-origin, JSON) and answers the
 * `Cookie` header value that carries the session.
 */
export function signIn(baseUrl: string, admin: BenchAdmin): Promise<string> {
  const body = JSON.stringify({ username: admin.username, password: admin.password });
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}/api/admin/login`,
      {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          origin: baseUrl,
          'sec-fetch-site': 'same-origin',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const cookies = (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0] ?? '').filter(Boolean);
          if (res.statusCode !== 200 || cookies.length === 0) {
            reject(new Error(`signing in as ${admin.username} answered ${res.statusCode} without a session cookie`));
          } else {
            resolve(cookies.join('; '));
          }
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('signing in took over 30 s')));
    req.on('error', reject);
    req.end(body);
  });
}
