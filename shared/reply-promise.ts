/**
 * The one promise about the reply time (issue 27), from the studio's setting
 * `replyWithinBusinessDays`: the contact page, the enquiry's thank-you, the chat and the visitor's
 * welcome e-mail all say the same words, so a visitor is never told "one business day" in one place
 * and "two working days" in another.
 */

export const REPLY_DAYS_MIN = 1;
export const REPLY_DAYS_MAX = 5;
export const DEFAULT_REPLY_DAYS = 1;

/** "within one business day", "within 3 business days" (a stored value out of range reads as the nearest bound). */
export function replyWithin(days: number): string {
  const whole = Math.min(REPLY_DAYS_MAX, Math.max(REPLY_DAYS_MIN, Math.round(days) || DEFAULT_REPLY_DAYS));
  return whole === 1 ? 'within one business day' : `within ${whole} business days`;
}

/** "We reply within one business day." */
export function replyPromise(days: number): string {
  return `We reply ${replyWithin(days)}.`;
}
