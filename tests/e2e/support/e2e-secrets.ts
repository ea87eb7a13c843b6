/** The end-to-end server's APP_SECRET: specs sign unsubscribe links with it, like the e-mails do. */
export const E2E_APP_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';

/** The first admin of the end-to-end server (ADMIN_USERNAME/ADMIN_PASSWORD, D16). */
export const E2E_ADMIN_USERNAME = 'e2e-admin';
export const E2E_ADMIN_PASSWORD = 'e2e only: quiet walnut lamp 4417';
