/**
 * The e-mails' button (issue 28): a link drawn as a button with inline styles, the only styling
 * every mail app keeps (Outlook and Gmail drop or rewrite most CSS). The same look as the booking
 * e-mails' buttons (server/modules/booking/booking-email-texts.ts): the studio's olive, white text.
 * The template editor writes `<a href="…" class="email-button" style="…">`; the class is how the
 * editor knows the link for a button again when it reads the HTML back, and the sequence layout's
 * stylesheet gives a hand-written `class="email-button"` without the style the same look.
 */
export const EMAIL_BUTTON_CLASS = 'email-button';

export const EMAIL_BUTTON_STYLE =
  "display:inline-block;padding:10px 18px;border-radius:6px;background-color:#4e5737;color:#ffffff;text-decoration:none;font-family:-apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif;font-size:15px;line-height:1.4;";
