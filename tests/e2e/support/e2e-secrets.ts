/** The end-to-end server's APP_SECRET: specs sign unsubscribe links with it, like the e-mails do. */
export const E2E_APP_SECRET = 'e2e-only-secret-0123456789abcdef0123456789abcdef';
