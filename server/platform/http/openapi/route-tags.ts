/**
 * The area a route belongs to, from its path: what the API reference groups by. The admin's
 * routes live under /admin and /auth, the rest name their content first.
 */
const AREAS: ReadonlyArray<[RegExp, string]> = [
  [/^\/(projects?|banner)\b/, 'Projects'],
  [/^\/(blog|blogPost)\b/, 'Blog'],
  [/^\/testimonials?\b/, 'Testimonials'],
  [/^\/(admin\/)?form-options\b/, 'Form options'],
  [/^\/(admin\/)?lookbook\b/, 'Lookbook'],
  [/^\/(contact|chat)\b/, 'Contact and chat'],
  [/^\/unsubscribe\b/, 'Unsubscribe'],
  [/^\/(auth|admin\/login|admin\/two-factor|admin\/sessions)\b/, 'Sign-in and account'],
  [/^\/admin\/users\b/, 'Users'],
  [/^\/leads\b/, 'Leads'],
  [/^\/(email-templates|admin\/(seed-email-templates|process-emails))\b/, 'Email sequences'],
  [/^\/admin\/(email|test-email|notices)/, 'Email setup'],
  [/^\/media\b/, 'Media'],
  [/^\/(openapi\.json|docs)$/, 'API document'],
];

export function tagOf(path: string): string {
  for (const [pattern, area] of AREAS) if (pattern.test(path)) return area;
  return /^\/admin\b/.test(path) ? 'Admin' : 'Other';
}
