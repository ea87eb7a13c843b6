import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Role } from '#shared/admin/permissions.ts';
import { createUserDirect, signInAs } from '../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../tests/support/test-app.ts';
import { API_ROUTES } from './api-routes.ts';
import type { Database } from './platform/db/client.ts';
import { type ApiRoute, isContractRoute, isWrite } from './platform/http/route-table.ts';

const t = prepareTestApp();

/**
 * Every table's content as one hash each. Sessions and rate-limit counters are left out: they
 * change with every request on purpose (last seen, attempts counted), and say nothing of content;
 * so are encoded image variants, a cache any image read or PDF build fills. A table that holds
 * image bytes is fingerprinted by where each row version lies and which transaction wrote it
 * (`ctid`, `xmin`: any insert, update or delete changes them) instead of megabytes of hex. One
 * statement for all tables, built once: the check runs three times per route, and a round trip
 * per table, hashing every image each time, made this the slowest file of the suite.
 */
let everyTableDigest: SQL | undefined;

async function fingerprint(db: Database): Promise<Record<string, string>> {
  everyTableDigest ??= await digestStatement(db);
  const result = (await db.execute(everyTableDigest)) as unknown as {
    rows: Array<{ name: string; digest: string | null }>;
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest ?? '']));
}

async function digestStatement(db: Database): Promise<SQL> {
  const tables = (await db.execute(
    sql`select table_name as name, bool_or(data_type = 'bytea') as "hasBytes"
        from information_schema.columns
        where table_schema = 'public'
          and table_name in (select table_name from information_schema.tables
                             where table_schema = 'public' and table_type = 'BASE TABLE')
          and table_name not in ('sessions', 'rate_limits', 'media_variants', '__drizzle_migrations')
        group by table_name order by table_name`,
  )) as unknown as { rows: Array<{ name: string; hasBytes: boolean }> };
  expect(tables.rows.length).toBeGreaterThan(10);
  return sql.join(
    tables.rows.map(({ name, hasBytes }) => {
      const row = hasBytes ? sql`(t.ctid::text || '@' || t.xmin::text)` : sql`t::text`;
      return sql`select ${name}::text as name, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as digest from ${sql.identifier(name)} t`;
    }),
    sql` union all `,
  );
}

/** A concrete path for a route: ids that exist nowhere, so an allowed write finds nothing to change. */
const concrete = (route: ApiRoute) => `/api${route.path.replace(/:[A-Za-z]+/g, '999999')}`;

function call(route: ApiRoute, cookie: string | null): Promise<Response> {
  const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
  if (!isWrite(route.method)) return t.request(concrete(route), { headers });
  if (route.body?.kind === 'image') {
    // An empty upload of the right type, so what answers is the session check, not the type check.
    return t.request(concrete(route), {
      method: route.method,
      headers: { ...headers, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'image/jpeg' },
      body: new Uint8Array(0),
    });
  }
  return t.request(concrete(route), jsonWrite(route.method, {}, headers));
}

/** A body over the route's cap, of the type it accepts (so the size is what is refused). */
function oversized(route: ApiRoute, cookie: string): RequestInit {
  const maxBytes = route.body?.maxBytes ?? 64 * 1024;
  if (route.body?.kind === 'image') {
    return {
      method: route.method,
      headers: { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin', 'Content-Type': 'image/jpeg' },
      body: new Uint8Array(maxBytes + 1024),
    };
  }
  return jsonWrite(route.method, { note: 'x'.repeat(Math.max(200 * 1024, maxBytes + 1024)) }, { Cookie: cookie });
}

/** Routes whose spec call has no payload at all (admin area §7), so an empty body does their work. */
const ACTS_ON_EMPTY_BODY = new Set([
  'POST /admin/test-email',
  // ADR 014: a setup offers a new secret (kept pending); 'Sign out other sessions' ends them.
  'POST /auth/two-factor/setup',
  'POST /auth/sessions/sign-out-others',
  // issue 27: 'Clear demo data' is a button; clearing nothing is still recorded as the admin's act.
  'POST /admin/demo-data/clear',
]);

/**
 * Sign-in's second step (ADR 014) is public, there being no session yet: what guards it is the
 * challenge cookie a right password sets, so without one it answers 401 like a wrong password.
 */
const SECOND_STEP = new Set(['/admin/login/two-factor', '/admin/login/two-factor/setup']);

const protectedRoutes = API_ROUTES.filter((route) => route.access !== 'public');
const publicRoutes = API_ROUTES.filter((route) => route.access === 'public');

describe('the route registry (SECURITY 1, D14)', () => {
  it('classifies every route the app serves under /api; nothing is mounted around it', () => {
    const served = t.app.routes
      .filter((route) => route.path.startsWith('/api/') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`);
    const classified = API_ROUTES.map((route) => `${route.method} /api${route.path}`);
    expect(new Set(served)).toEqual(new Set(classified));
    expect(new Set(classified).size).toBe(classified.length);
  });

  it('makes every route with route(): each reads its input through its contract endpoint’s schemas', () => {
    const handMade = API_ROUTES.filter((route) => !isContractRoute(route)).map(
      (route) => `${route.method} ${route.path}`,
    );
    expect(handMade).toEqual([]);
  });

  it('names a permission or "public" for each route, and a summary', () => {
    for (const route of API_ROUTES) {
      expect(['public', 'content.read', 'content.write', 'leads', 'admin', 'self']).toContain(route.access);
      expect(route.summary.length).toBeGreaterThan(5);
    }
  });

  it('has the admin API behind sessions: every /admin and /auth route but sign-in (both steps) and sign-out', () => {
    const open = publicRoutes.filter((route) => /^\/(admin|auth)\b/.test(route.path)).map((r) => r.path);
    expect(open.sort()).toEqual([
      '/admin/login',
      '/admin/login/two-factor',
      '/admin/login/two-factor/setup',
      '/auth/logout',
    ]);
  });
});

describe('deny by default: every protected route × every kind of caller', () => {
  const cookies = {} as Record<Role | 'inactive', string>;
  beforeAll(async () => {
    for (const role of ROLES) cookies[role] = await signInAs(t, role);
    // Signed in, then deactivated: 'Admin Access Required' (D14) — refused everywhere.
    const leaver = await createUserDirect(t.deps.db, { role: 'admin' });
    cookies.inactive = await signInAs(t, leaver);
    await t.deps.db.execute(sql`update users set active = false where id = ${leaver.id}`);
    // An empty body must find nothing to do on every route. 'Seed Templates' with an empty body
    // seeds when there are no templates, so there is one; inactive, so 'Process Pending' sends nothing.
    // Its insert also shows that the fingerprint sees a write.
    const empty = await fingerprint(t.deps.db);
    await t.deps.db.execute(
      sql`insert into email_templates (name, subject, html_content, text_content, active)
          values ('Parked', 'Parked', '<p>Parked</p>', 'Parked', false)`,
    );
    // And a rewrite of an image's bytes, the same bytes even.
    await t.deps.db.execute(sql`update media set bytes = bytes where id = (select min(id::text)::uuid from media)`);
    const parked = await fingerprint(t.deps.db);
    expect(parked.email_templates).not.toBe(empty.email_templates);
    expect(parked.media).not.toBe(empty.media);
    expect({ ...parked, email_templates: '', media: '' }).toEqual({ ...empty, email_templates: '', media: '' });
  });

  it.each(protectedRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 401 anonymous, 403 for roles without its permission, never refused for roles with it',
    async (_, route) => {
      const before = await fingerprint(t.deps.db);
      const anonymous = await call(route, null);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('cache-control')).toBe('no-store');
      expect(await anonymous.json()).toEqual({ code: 'not_signed_in', message: 'Please sign in to continue.' });
      expect((await call(route, cookies.inactive)).status).toBe(403);
      for (const role of ROLES) {
        if (route.access === 'public' || can(role, route.access)) continue;
        expect((await call(route, cookies[role])).status).toBe(403);
      }
      // Every refusal left the database as it was.
      expect(await fingerprint(t.deps.db)).toEqual(before);
      for (const role of ROLES) {
        if (route.access === 'public' || !can(role, route.access)) continue;
        expect([401, 403]).not.toContain((await call(route, cookies[role])).status);
      }
      // Allowed, nothing changed either (the ids exist nowhere, the bodies are empty), except where an
      // empty body is the whole request: 'Send Test Email' records the test it sent.
      if (!ACTS_ON_EMPTY_BODY.has(`${route.method} ${route.path}`)) {
        expect(await fingerprint(t.deps.db)).toEqual(before);
      }
    },
  );

  it.each(
    protectedRoutes
      .filter((route) => isWrite(route.method))
      .map((route) => [`${route.method} ${route.path}`, route] as const),
  )(
    '%s refuses, even to an admin: another site (403), a form body (415), an oversized body (413)',
    async (_, route) => {
      const before = await fingerprint(t.deps.db);
      const path = concrete(route);
      const crossSite = await t.request(
        path,
        jsonWrite(route.method, {}, { Cookie: cookies.admin, 'Sec-Fetch-Site': 'cross-site' }),
      );
      expect(crossSite.status).toBe(403);
      const form = await t.request(path, {
        method: route.method,
        headers: {
          Cookie: cookies.admin,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'role=admin',
      });
      expect(form.status).toBe(415);
      const huge = await t.request(path, oversized(route, cookies.admin));
      expect(huge.status).toBe(413);
      expect(await fingerprint(t.deps.db)).toEqual(before);
    },
  );

  it('opens public routes to anyone (they are guarded by their own rules, not by a session)', async () => {
    for (const route of publicRoutes) {
      const response = await call(route, null);
      if (SECOND_STEP.has(route.path)) {
        expect(response.status, `${route.method} ${route.path} without its challenge`).toBe(401);
        continue;
      }
      // A provider's webhook (issue 28): its signature is its authority, so an unsigned post is 401.
      if (route.body?.kind === 'signed') {
        expect(response.status, `${route.method} ${route.path} unsigned`).toBe(401);
        continue;
      }
      expect([401, 403], `${route.method} ${route.path}`).not.toContain(response.status);
    }
  });
});
