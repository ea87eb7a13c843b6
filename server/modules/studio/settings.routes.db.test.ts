import { and, asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { mediaHashOf } from '#shared/admin/content.ts';
import type { StudioSettings } from '#shared/admin/studio.ts';
import type { ApiProblem } from '#shared/api/errors.ts';
import { hasControlCharacters } from '#shared/forms.ts';
import { defaultImageUrl } from '#shared/media.ts';
import { DEFAULT_SEND_WINDOW, DEFAULT_TIME_ZONE } from '#shared/settings.ts';
import { signInAs } from '../../../tests/support/admin-session.ts';
import { jsonWrite, prepareTestApp } from '../../../tests/support/test-app.ts';
import { filledLine, longText, mostly } from '../../../tests/support/write-fuzz.ts';
import { auditEvents, media, siteSettings } from '../../platform/db/schema/index.ts';
import { cacheEntry } from '../../platform/http/response-cache.ts';
import { getSendingSettings, getSiteSettings } from './settings.service.ts';

// Production: pages and public reads are cached, so "follows at once" is tested against the caches
// a visitor would hit. One trusted proxy hop gives each sign-in (and chat question) its own address.
const t = prepareTestApp({ config: { production: true, trustProxyHops: 1 } });

let adminCookie: string;
let editorCookie: string;
let viewerCookie: string;
/** the seeded record as the form shows it */
let original: StudioSettings;

beforeAll(async () => {
  adminCookie = await signInAs(t, 'admin');
  editorCookie = await signInAs(t, 'editor');
  viewerCookie = await signInAs(t, 'viewer');
  original = (await (await get('/api/admin/settings', viewerCookie)).json()) as StudioSettings;
});

const get = (path: string, cookie?: string) => t.request(path, { headers: cookie ? { Cookie: cookie } : {} });
/** An admin's save by default: only an admin may change every field (D14 as amended). */
const put = (body: unknown, cookie = adminCookie) =>
  t.request('/api/admin/settings', jsonWrite('PUT', body, { Cookie: cookie }));
const settingsRow = async () => (await t.deps.db.select().from(siteSettings))[0];
const settingsAudits = () =>
  t.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'settings'), eq(auditEvents.action, 'content.update')))
    .orderBy(asc(auditEvents.id));

/**
 * What PUT takes: the record as GET answers it, without its timestamp — and without its version,
 * as a client that does not track versions sends it (the version's own tests: history.db.test.ts).
 */
function formOf(settings: StudioSettings): Record<string, unknown> {
  const { updatedAt: _, version: __, ...form } = settings;
  return form;
}

/** The record as the demo studio seeds it, whatever other tests saved: what a test may start from. */
async function restoreTheSeededRecord(): Promise<void> {
  expect((await put(formOf(original))).status).toBe(200);
}

/** The record as it is now, as PUT takes it. */
const currentForm = async () =>
  formOf((await (await get('/api/admin/settings', viewerCookie)).json()) as StudioSettings);

let visitor = 0;
async function askChat(message: string): Promise<string> {
  visitor += 1;
  const response = await t.request(
    '/api/chat',
    jsonWrite('POST', { message, messages: [], context: {} }, { 'X-Forwarded-For': `10.77.0.${visitor}` }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { message: string }).message;
}

describe('GET /api/admin/settings', () => {
  it('answers the whole record, private fields and D26 defaults included, to any staff role', async () => {
    await restoreTheSeededRecord();
    const response = await get('/api/admin/settings', viewerCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const settings = (await response.json()) as StudioSettings;
    expect(settings).toMatchObject({
      studioName: 'Larch & Lime',
      notificationEmail: 'studio@larchandlime.example',
      consentMode: 'explicit',
      designerPortrait: null,
      timeZone: DEFAULT_TIME_ZONE,
      sendWindow: DEFAULT_SEND_WINDOW,
      updatedAt: expect.any(String),
    });
  });

  it('is for signed-in staff only', async () => {
    expect((await get('/api/admin/settings')).status).toBe(401);
  });
});

describe('PUT /api/admin/settings', () => {
  it('replaces the record, answers it, records who changed which fields', async () => {
    await restoreTheSeededRecord();
    const [image] = await t.deps.db.select().from(media).limit(1);
    if (!image) throw new Error('the seeded studio has images');
    const portrait = defaultImageUrl(image);
    const body = {
      ...formOf(original),
      studioName: '  Larch & Lime Interiors ',
      phone: '(503) 555-0199',
      bio: '  First paragraph.\n\n**A sub-heading**\n\nLast line, kept exactly.  ',
      socials: { ...original.socials, facebook: 'https://www.facebook.com/larchandlime', houzz: '' },
      designerPortrait: portrait,
      timeZone: 'Europe/Madrid',
      sendWindow: { days: [1, 2, 3, 4], start: '10:00', end: '16:30' },
      consentMode: 'implied',
    };
    const response = await put(body);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as StudioSettings;
    expect(saved).toMatchObject({
      studioName: 'Larch & Lime Interiors',
      phone: '(503) 555-0199',
      bio: body.bio,
      socials: { facebook: 'https://www.facebook.com/larchandlime', houzz: null },
      designerPortrait: portrait,
      timeZone: 'Europe/Madrid',
      sendWindow: body.sendWindow,
      consentMode: 'implied',
    });
    expect(await (await get('/api/admin/settings', viewerCookie)).json()).toEqual(saved);
    expect(await settingsRow()).toMatchObject({ designerPortraitId: image.id, timeZone: 'Europe/Madrid' });

    const audit = (await settingsAudits()).at(-1);
    expect(audit?.summary).toBe('Larch & Lime Interiors');
    expect([...((audit?.data.changed as string[] | undefined) ?? [])].sort()).toEqual(
      ['bio', 'consentMode', 'designerPortrait', 'phone', 'sendWindow', 'socials', 'studioName', 'timeZone'].sort(),
    );
  });

  it('gives the public site the portrait as an image with the designer’s name for alt text, and nothing private', async () => {
    const [image] = await t.deps.db.select().from(media).limit(1);
    if (!image) throw new Error('the seeded studio has images');
    const current = await currentForm();
    const designerName = 'Maren Holt';
    expect((await put({ ...current, designerName, designerPortrait: defaultImageUrl(image) })).status).toBe(200);
    const site = await getSiteSettings(t.deps.db);
    expect(site.designerPortrait).toEqual({
      hash: image.hash,
      width: image.width,
      height: image.height,
      color: image.color,
      alt: designerName,
    });
    for (const key of ['notificationEmail', 'consentMode', 'timeZone', 'sendWindow', 'designerPortraitId', 'id']) {
      expect(site).not.toHaveProperty(key);
    }
  });

  it('hands the scheduler the time zone and send window (D26)', async () => {
    const sending = { timeZone: 'Asia/Tokyo', sendWindow: { days: [2, 4], start: '08:15', end: '11:45' } };
    expect((await put({ ...(await currentForm()), ...sending })).status).toBe(200);
    expect(await getSendingSettings(t.deps.db)).toEqual(sending);
  });

  it('reaches the chat, cached pages and cached public reads at once', async () => {
    const saturday = (opens: string, closes: string) => async () => {
      const form = await currentForm();
      const hours = (form.hours as StudioSettings['hours']).map((h) => (h.day === 6 ? { day: 6, opens, closes } : h));
      return put({ ...form, hours });
    };
    // The record as this test starts from, whatever earlier tests saved.
    expect((await (await saturday('10:00', '16:00'))()).status).toBe(200);
    expect(await askChat('What are your hours on Saturday?')).toContain('10 am – 4 pm');
    // a cached page and a cached public read, as a visitor's earlier requests left them
    t.deps.caches.pages?.set('/about', cacheEntry(200, new Headers({ 'Content-Type': 'text/html' }), '<p>old</p>'));
    await get('/api/testimonials');
    expect((await get('/api/testimonials')).headers.get('x-cache')).toBe('HIT');

    expect((await (await saturday('11:00', '15:00'))()).status).toBe(200);

    expect(t.deps.caches.pages?.get('/about')).toBeUndefined();
    expect((await get('/api/testimonials')).headers.get('x-cache')).toBe('MISS');
    expect(await askChat('What are your hours on Saturday?')).toContain('11 am – 3 pm');
  });

  it('makes one reply promise (issue 27): the enquiry’s thanks and the chat say the saved days', async () => {
    expect((await put({ ...(await currentForm()), replyWithinBusinessDays: 3 })).status).toBe(200);
    expect(await settingsRow()).toMatchObject({ replyWithinBusinessDays: 3 });
    const sent = await t.request(
      '/api/contact',
      jsonWrite(
        'POST',
        { firstName: 'Ada', lastName: 'Park', email: 'promise.ada@example.com', message: 'Hello' },
        { 'X-Forwarded-For': '10.78.0.1' },
      ),
    );
    expect(sent.status).toBe(200);
    expect((await sent.json()).message).toContain('will reply within 3 business days.');
    expect(await askChat('What is your phone number?')).toContain('reply within 3 business days');
    await restoreTheSeededRecord();
  });

  it('takes null to remove the portrait', async () => {
    const [image] = await t.deps.db.select().from(media).limit(1);
    if (!image) throw new Error('the seeded studio has images');
    const current = await currentForm();
    expect((await put({ ...current, designerPortrait: defaultImageUrl(image) })).status).toBe(200);
    expect((await settingsRow())?.designerPortraitId).toBe(image.id);
    const response = await put({ ...current, designerPortrait: null });
    expect(response.status).toBe(200);
    expect((await settingsRow())?.designerPortraitId).toBeNull();
    expect((await getSiteSettings(t.deps.db)).designerPortrait).toBeNull();
  });

  describe('refuses what cannot be right (400 on the field), changing nothing', () => {
    const unknownPortrait = '/media/0123456789abcdef0123/640.jpg';
    const cases: Array<[string, (form: Record<string, unknown>) => Record<string, unknown>, string, ApiProblem]> = [
      [
        'a malformed e-mail',
        (f) => ({ ...f, email: 'studio@' }),
        'email',
        { code: 'invalid_email', message: 'Email: please enter a valid email address.' },
      ],
      [
        'an http:// social link',
        (f) => ({ ...f, socials: { ...(f.socials as object), instagram: 'http://instagram.com/x' } }),
        'socials.instagram',
        { code: 'https_address', message: 'Use a full https:// address.' },
      ],
      [
        'a javascript: link',
        (f) => ({ ...f, socials: { ...(f.socials as object), pinterest: 'javascript:alert(1)' } }),
        'socials.pinterest',
        { code: 'https_address', message: 'Use a full https:// address.' },
      ],
      [
        'an unknown time zone',
        (f) => ({ ...f, timeZone: 'Mars/Olympus_Mons' }),
        'timeZone',
        { code: 'unknown_time_zone', message: 'Choose a time zone from the list.' },
      ],
      [
        'a send window ending before it starts',
        (f) => ({ ...f, sendWindow: { days: [1], start: '17:00', end: '09:00' } }),
        'sendWindow.end',
        { code: 'window_end_after_start', message: 'The window must end after it starts.' },
      ],
      [
        'a send window without days',
        (f) => ({ ...f, sendWindow: { days: [], start: '09:00', end: '17:00' } }),
        'sendWindow.days',
        { code: 'too_few', message: 'Choose at least one sending day.', params: { minimum: 1 } },
      ],
      [
        'opening hours closing before opening',
        (f) => ({ ...f, hours: [{ day: 1, opens: '18:00', closes: '09:00' }] }),
        'hours.0',
        { code: 'closing_after_opening', message: 'Closing time must be after opening time.' },
      ],
      [
        'a portrait the studio never uploaded',
        (f) => ({ ...f, designerPortrait: unknownPortrait }),
        'designerPortrait',
        { code: 'portrait_not_stored', message: 'Designer portrait: that image is not stored here. Upload it again.' },
      ],
      [
        'a portrait from elsewhere',
        (f) => ({ ...f, designerPortrait: 'https://example.com/me.jpg' }),
        'designerPortrait',
        {
          code: 'invalid_format',
          message: 'Images must be uploaded first (a /media/… address).',
          params: { format: 'regex' },
        },
      ],
      [
        'an empty studio name',
        (f) => ({ ...f, studioName: '  ' }),
        'studioName',
        { code: 'required', message: 'Studio name is required' },
      ],
      [
        'a missing field',
        ({ seoTitle: _, ...f }) => f,
        'seoTitle',
        { code: 'required', message: 'SEO title is required' },
      ],
      [
        'a field that does not exist',
        (f) => ({ ...f, id: 2 }),
        'id',
        { code: 'unknown_field', message: 'Unrecognized key: "id"', params: { key: 'id' } },
      ],
      [
        'a reply promise of six business days (the promise is 1–5)',
        (f) => ({ ...f, replyWithinBusinessDays: 6 }),
        'replyWithinBusinessDays',
        { code: 'reply_days_range', message: 'Choose a reply time between 1 and 5 business days.' },
      ],
      [
        'a years count below zero',
        (f) => ({ ...f, yearsExperience: -1 }),
        'yearsExperience',
        // zod's own sentence: the code and its minimum are what the admin reads
        { code: 'too_small', message: expect.any(String) as unknown as string, params: { minimum: 0 } },
      ],
    ];
    it.each(cases)('%s', async (_, change, field, fieldProblem) => {
      const current = (await (await get('/api/admin/settings', viewerCookie)).json()) as StudioSettings;
      const row = await settingsRow();
      const audits = (await settingsAudits()).length;
      const response = await put(change(formOf(current)));
      expect(response.status).toBe(400);
      expect((await response.json()).fieldErrors[field]).toEqual(fieldProblem);
      expect(await settingsRow()).toEqual(row);
      expect((await settingsAudits()).length).toBe(audits);
    });

    it('to viewers (403) and anonymous callers (401)', async () => {
      const current = (await (await get('/api/admin/settings', viewerCookie)).json()) as StudioSettings;
      const row = await settingsRow();
      const body = { ...formOf(current), studioName: 'Taken over' };
      expect((await put(body, viewerCookie)).status).toBe(403);
      expect((await t.request('/api/admin/settings', jsonWrite('PUT', body))).status).toBe(401);
      expect(await settingsRow()).toEqual(row);
    });
  });

  describe('where enquiries go and how consent is asked: an admin’s to change (D14 as amended)', () => {
    it.each([
      ['the notification address', { notificationEmail: 'someone-else@elsewhere.example' }],
      ['the consent mode', { consentMode: 'implied' }],
      ['the studio’s email, the sender', { email: 'hello@elsewhere.example' }],
    ])('an editor who changes %s is refused (403), and nothing changes', async (_, change) => {
      await restoreTheSeededRecord();
      const current = await currentForm();
      const row = await settingsRow();
      const audits = (await settingsAudits()).length;
      const changed = { ...current, ...change, tagline: 'Changed along with it' };
      // The seeded record differs from the change, or the test would prove nothing.
      expect(Object.entries(change).every(([key, value]) => current[key] !== value)).toBe(true);
      const response = await put(changed, editorCookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        code: 'settings_admin_only',
        message:
          "Only an admin can change where enquiries go, how consent is asked and the studio's email (the sender of every email).",
      });
      expect(await settingsRow()).toEqual(row);
      expect((await settingsAudits()).length).toBe(audits);
      // The same change by an admin is saved.
      expect((await put(changed, adminCookie)).status).toBe(200);
      expect(await settingsRow()).toMatchObject(change);
    });

    it('an editor who leaves them as they are saves the rest of the record', async () => {
      await restoreTheSeededRecord();
      const current = await currentForm();
      // As the form sends them back: the same values, spaced as typed (the schema trims).
      const response = await put(
        { ...current, notificationEmail: ` ${current.notificationEmail} `, tagline: 'Calm rooms, edited by an editor' },
        editorCookie,
      );
      expect(response.status).toBe(200);
      expect(await settingsRow()).toMatchObject({
        tagline: 'Calm rooms, edited by an editor',
        notificationEmail: current.notificationEmail,
        consentMode: current.consentMode,
        email: current.email,
      });
    });
  });

  it('creates the record on a database that has none', async () => {
    const current = (await (await get('/api/admin/settings', viewerCookie)).json()) as StudioSettings;
    await t.deps.db.delete(siteSettings);
    const blank = (await (await get('/api/admin/settings', viewerCookie)).json()) as StudioSettings;
    expect(blank).toMatchObject({ updatedAt: null, timeZone: DEFAULT_TIME_ZONE, notificationEmail: '' });
    const response = await put({ ...formOf(current), studioName: 'Fresh Start Studio' });
    expect(response.status).toBe(200);
    expect(await settingsRow()).toMatchObject({ id: 1, studioName: 'Fresh Start Studio' });
    expect((await getSiteSettings(t.deps.db)).studioName).toBe('Fresh Start Studio');
  });
});

const pad = (n: number) => String(n).padStart(2, '0');
/** The record's one-line fields: trimmed when saved. */
const ONE_LINE_FIELDS = [
  'studioName',
  'tagline',
  'email',
  'notificationEmail',
  'phone',
  'street',
  'city',
  'region',
  'postalCode',
  'country',
  'designerName',
  'designerTitle',
  'seoTitle',
  'seoDescription',
];

describe('PUT /api/admin/settings with generated bodies (property-based)', () => {
  /** Values of every shape for any field: odd strings, numbers, nulls, arrays, objects. */
  const anyValue = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 80 }),
    fc.constantFrom('', ' ', 'javascript:alert(1)', 'http://x.example', '25:00', 'UTC', '\u0000', '/media/x/1.jpg'),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 3 }),
  );
  const keys = [
    'studioName',
    'email',
    'hours',
    'socials',
    'services',
    'yearsExperience',
    'designerPortrait',
    'bio',
    'consentMode',
    'timeZone',
    'sendWindow',
    'unexpected',
  ];

  /** Changes the schema takes, field by field; now and then a portrait the studio never uploaded. */
  const address = fc.stringMatching(/^[a-z0-9]{1,12}@[a-z0-9]{1,10}\.(com|example)$/);
  const clockTimes = fc
    .uniqueArray(fc.integer({ min: 0, max: 24 * 60 - 1 }), { minLength: 2, maxLength: 2 })
    .map((minutes) => minutes.sort((a, b) => a - b).map((m) => `${pad(Math.floor(m / 60))}:${pad(m % 60)}`));
  const socialUrl = fc.constantFrom('', null, 'https://www.instagram.com/larchandlime', ' https://houzz.com/pro/x ');
  const validChanges = (portrait: string) => ({
    studioName: filledLine(40),
    email: fc.oneof(
      fc.constant(''),
      address,
      address.map((email) => ` ${email} `),
    ),
    // some days of the week, each open between two times or closed
    hours: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6]).chain((days) =>
      fc.tuple(
        ...days.map((day) =>
          fc.oneof(
            clockTimes.map(([opens, closes]) => ({ day, opens, closes })),
            fc.constant({ day, opens: null, closes: null }),
          ),
        ),
      ),
    ),
    socials: fc.record({ instagram: socialUrl, pinterest: socialUrl, houzz: socialUrl, facebook: socialUrl }),
    services: fc.array(fc.record({ title: filledLine(30), description: longText(100) }), { maxLength: 3 }),
    yearsExperience: fc.integer({ min: 0, max: 200 }),
    designerPortrait: mostly(fc.constantFrom(null, portrait), fc.constant('/media/0123456789abcdef0123/640.jpg')),
    bio: longText(200),
    consentMode: fc.constantFrom('explicit', 'implied'),
    timeZone: fc.constantFrom('UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Kolkata'),
    sendWindow: fc
      .tuple(fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { minLength: 1 }), clockTimes)
      .map(([days, [start, end]]) => ({ days, start, end })),
  });

  /** What the record holds after a save of `form`: one-line fields trimmed, long text as given, '' links as none. */
  function stored(form: Record<string, unknown>): Record<string, unknown> {
    const expected: Record<string, unknown> = { ...form };
    for (const key of ONE_LINE_FIELDS) expected[key] = String(form[key]).trim();
    const socials = form.socials as Record<string, string | null>;
    expected.socials = Object.fromEntries(
      Object.entries(socials).map(([site, url]) => [site, url?.trim() ? url.trim() : null]),
    );
    expected.services = (form.services as Array<{ title: string; description: string }>).map((service) => ({
      title: service.title.trim(),
      description: service.description,
    }));
    expected.footerServices = (form.footerServices as string[]).map((service) => service.trim());
    // a portrait is named by its image: read back at the width the record shows it
    const portrait = form.designerPortrait as string | null;
    expected.designerPortrait = portrait === null ? null : expect.stringContaining(`/media/${mediaHashOf(portrait)}/`);
    return { ...expected, updatedAt: expect.any(String), version: expect.any(Number) };
  }

  it('never answers 5xx, whatever the fields hold, and stores a record it accepts as sent', {
    timeout: 120_000,
  }, async () => {
    const form = await currentForm();
    const [image] = await t.deps.db.select().from(media).limit(1);
    if (!image) throw new Error('the seeded studio has images');
    const valid = validChanges(defaultImageUrl(image));
    // Half the bodies change fields to values the schema takes, the rest to anything at all.
    const changes = fc.oneof(
      fc
        .subarray(Object.keys(valid) as Array<keyof typeof valid>, { minLength: 1, maxLength: 4 })
        .chain((fields) => fc.record(Object.fromEntries(fields.map((field) => [field, valid[field]])))),
      fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 4 }),
    );
    const bodies = fc.oneof(
      { arbitrary: changes.map((changed) => JSON.stringify({ ...form, ...changed })), weight: 4 },
      { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 1 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 200 }), weight: 1 },
    );
    let saved = 0;
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        sent += 1;
        const response = await t.request('/api/admin/settings', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin', Cookie: adminCookie },
          body,
        });
        expect(response.status, body).toBeLessThan(500);
        const answer = await response.json();
        expect(answer).not.toHaveProperty('stack');
        if (response.status !== 200) return;
        saved += 1;
        // The whole record is replaced by what was sent: read back, every field is the one sent.
        const read = await (await get('/api/admin/settings', viewerCookie)).json();
        expect(read, body).toEqual(stored(JSON.parse(body)));
      }),
      { numRuns: 80 },
    );
    expect(saved / sent, `${saved} of ${sent} bodies saved`).toBeGreaterThanOrEqual(0.15);
  });

  it('stores long text exactly as given and one-line text trimmed', { timeout: 120_000 }, async () => {
    const form = formOf((await (await get('/api/admin/settings', viewerCookie)).json()) as StudioSettings);
    const lineBreaks = fc.constantFrom('\n', '\r\n', '\t', '  ', '**');
    const longText = fc.string({
      unit: fc.oneof(lineBreaks, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })),
      maxLength: 60,
    });
    const oneLine = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
      .filter((s) => !hasControlCharacters(s, false));
    await fc.assert(
      fc.asyncProperty(longText, longText, oneLine, oneLine, async (bio, story, tagline, designerName) => {
        const response = await put({ ...form, bio, story, tagline: ` ${tagline} `, designerName });
        expect(response.status).toBe(200);
        const saved = (await (await get('/api/admin/settings', viewerCookie)).json()) as StudioSettings;
        expect(saved.bio).toBe(bio);
        expect(saved.story).toBe(story);
        expect(saved.tagline).toBe(tagline.trim());
        expect(saved.designerName).toBe(designerName.trim());
      }),
      { numRuns: 40 },
    );
  });
});
