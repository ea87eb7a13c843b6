import type { z } from 'zod';

/**
 * Every error the API answers, by its stable code (D17, issue 26). The English text is the
 * specification's wording, with `{{param}}` placeholders (i18next's syntax); the server writes
 * no error sentence anywhere else, and the admin translates by code (its es and fr texts must
 * have every code: app/features/admin/shared/errors/). docs/errors.md says how to add one.
 *
 * The codes of a field's problem found by a schema (zod) are the generic ones at the top: their
 * `message` is the schema's own sentence (which may name the field in its own words), the code
 * and params say what is wrong whatever the language.
 */
export const ERROR_MESSAGES = {
  // ── a field's problem, from a schema (zod's own issues and the shared schemas' rules) ──
  required: '{{field}} is required',
  too_short: '{{field}} must be at least {{minimum}} characters.',
  too_long: '{{field}} must be at most {{maximum}} characters.',
  too_small: '{{field}} must be at least {{minimum}}.',
  too_large: '{{field}} must be at most {{maximum}}.',
  too_few: 'Choose at least {{minimum}}.',
  too_many: 'At most {{maximum}}.',
  not_whole_number: '{{field}} must be a whole number.',
  invalid_type: '{{field}} is missing or of the wrong type ({{expected}} expected).',
  invalid_email: 'Please enter a valid email address.',
  invalid_format: '{{field}} is not in the expected format.',
  invalid_url: '{{field}} must be a full address.',
  invalid_date: '{{field}} must be a date and time.',
  invalid_choice: '{{field}} must be one of the offered values.',
  invalid_value: '{{field}} is not valid.',
  unknown_field: 'Unrecognized key: "{{key}}"',
  one_line: '{{field}} must be on one line.',
  unstorable_characters: '{{field}} contains characters that cannot be stored.',
  https_address: 'Use a full https:// address.',
  clock_format: 'Times are written as HH:MM (24-hour).',
  both_times_or_neither: 'Give both opening and closing times, or neither.',
  closing_after_opening: 'Closing time must be after opening time.',
  window_end_after_start: 'The window must end after it starts.',
  unknown_time_zone: 'Choose a time zone from the list.',
  reply_days_range: 'Choose a reply time between 1 and 5 business days.',
  nothing_to_change: 'Nothing to change.',
  password_too_short: 'Password must be at least {{minimum}} characters long.',
  password_too_long: 'Password must be at most {{maximum}} characters long.',
  username_format: 'Username may use letters, digits, dots, dashes, underscores and @.',
  slug_format: 'Slug may use lower-case letters, digits and single hyphens.',
  option_value_format: 'Value may use lower-case letters, digits and hyphens (e.g. residential-design).',
  media_url_format: 'Images must be uploaded first (a /media/… address).',
  source_not_offered: 'Source must be one of the offered sources.',
  chat_source_refused: 'Source must be one of the offered sources (chat leads come only from the chat).',
  option_not_offered: 'Please choose one of the options offered.',
  secret_masked:
    '{{field}} looks like the masked value: type the whole secret, or leave the field empty to keep the stored one.',
  api_key_format: '{{field}} must be the key exactly as the provider shows it (no spaces or accented letters).',
  id_too_large: 'The id is too large.',

  // ── the request itself ──
  invalid_request: 'The request is not valid.',
  invalid_json: 'The request body is not valid JSON.',
  body_not_object: 'The request body must be a JSON object.',
  body_too_large: 'Request body too large.',
  json_required: 'Send the request body as JSON (Content-Type: application/json).',
  image_body_required: 'Send the image file itself (Content-Type image/…).',
  form_post_required: 'Send the form as the browser does (application/x-www-form-urlencoded).',
  cross_site: 'Cross-site requests are not allowed.',
  rate_limited: 'Too many requests. Please try again in {{wait}}.',
  api_route_unknown: 'No API route for {{method}} {{path}}',
  request_failed: 'Request failed',
  server_error: 'Something went wrong on our side. Please try again.',
  unknown_option_list: 'Unknown option list: {{fieldType}}',
  photo_analysis_busy: 'Many photos are being analysed right now. Please try again in a moment.',
  lookbook_busy: 'Many people are downloading the lookbook right now. Please try again in a moment.',

  // ── identity (sign-in, users, two-factor) ──
  not_signed_in: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  account_inactive: 'Your account is inactive. Ask an administrator to reactivate it.',
  sign_in_failed: 'Invalid username or password.',
  sign_in_expired: 'Your sign-in has expired. Please enter your username and password again.',
  sign_in_rate_limited: 'Too many sign-in attempts. Please try again in {{wait}}.',
  common_password: 'This password is too common. Please choose another.',
  password_wrong: 'Password is incorrect.',
  current_password_required: 'Current password is required.',
  current_password_wrong: 'Current password is incorrect.',
  user_not_found: 'User not found.',
  username_taken: 'That username is already taken.',
  cannot_delete_self: 'You cannot delete your own account: you would lock yourself out.',
  last_admin_delete: 'The last active admin cannot be deleted. Make another user an active admin first.',
  last_admin_deactivate: 'The last active admin cannot be deactivated. Make another user an active admin first.',
  last_admin_demote: 'The last active admin must keep the admin role. Make another user an active admin first.',
  two_factor_code_wrong: 'That code is not valid. Check your authenticator app and try again.',
  two_factor_no_setup_pending: 'Start the setup again: the code must match the secret just shown.',
  two_factor_already_on: 'Two-factor sign-in is already on.',
  two_factor_not_on: 'Two-factor sign-in is not on.',
  two_factor_reset_self: 'Your own two-factor sign-in is turned off on your Sign-in & Security page.',
  two_factor_required_for_admins: 'Two-factor sign-in is required for admins, so it cannot be turned off.',
  enable_own_two_factor_first: 'Set up two-factor sign-in for your own account first.',

  // ── images ──
  image_too_large: 'Image is too large ({{megabytes}} MB at most).',
  image_unsupported: 'Unsupported image: upload a JPEG, PNG, WebP or AVIF file.',
  image_unreadable: 'The image could not be read.',
  image_too_small: 'Image is too small ({{side}} pixels a side at least).',
  image_too_many_pixels: 'Image has too many pixels ({{megapixels}} megapixels at most).',
  image_body_missing: 'Send the image file as the request body.',
  image_not_stored: 'The image {{url}} is not stored here: upload it first.',
  featured_image_not_stored: 'That image is not stored here: upload it first.',
  portrait_not_stored: 'Designer portrait: that image is not stored here. Upload it again.',
  chat_image_not_data_url: 'The image must be a base64 data URL (data:image/jpeg;base64,…).',
  chat_image_not_base64: 'The image data is not valid base64.',
  chat_image_empty: 'The image is empty.',
  chat_image_too_large: 'The image is too large ({{megabytes}} MB at most).',
  chat_file_unsupported: 'This file is not supported: please upload a JPEG, PNG or WebP photo.',
  chat_image_kind_unsupported: '{{kind}} are not supported: please upload a JPEG, PNG or WebP photo.',
  chat_image_too_many_pixels: 'The image has too many pixels ({{megapixels}} megapixels at most).',
  chat_image_unreadable: 'The image could not be read: the file may be damaged or incomplete.',

  // ── the chat's requests ──
  chat_history_too_long: 'messages: send at most {{maximum}} messages of history.',
  chat_role_invalid: '{{where}}.role must be "user" or "assistant".',
  chat_content_too_long: '{{where}}.content must be at most {{maximum}} characters.',
  chat_message_unknown_fields: '{{where}} has unknown fields: {{keys}}.',
  chat_unknown_field: 'Unknown field: {{keys}}.',
  chat_unknown_fields: 'Unknown fields: {{keys}}.',

  // ── content ──
  project_not_found: 'Project not found',
  post_not_found: 'Post not found.',
  post_address_not_found: 'Post not found',
  testimonial_not_found: 'Testimonial not found.',
  gallery_image_twice: 'The image {{url}} is in the gallery twice.',
  banner_image_not_in_project: '{{url}} is not an image of this project.',
  banner_needs_image: 'Add an image before showing this project in the banner.',
  schedule_needs_future_date: 'Choose a publish date in the future to schedule this post.',
  slug_taken: 'The address "{{slug}}" is already used by another item.',
  slug_race: 'Another post took this address at the same moment. Save again to get a free one.',
  testimonial_project_unknown: 'Choose one of the portfolio’s projects.',
  reorder_incomplete: 'The new order leaves out items of this list. Reload the list and try again.',
  reorder_duplicate: 'The new order names item {{id}} twice.',
  reorder_unknown_item: 'The new order names item {{id}}, which is not in this list.',

  // ── history (issue 29, D33) ──
  edit_conflict:
    '{{names}} saved this since you opened it. Nothing was lost: choose what to keep, field by field, then save again.',
  revision_not_found: 'Revision not found.',
  revision_item_gone: 'This item was deleted, so its history cannot be restored.',
  // autosave (issue 29): one user's unsaved edit of an item
  draft_not_found: 'No unsaved draft of this item.',
  draft_item_not_found: 'This item does not exist (any more), so no draft of it can be kept.',
  draft_shape: 'A draft must be the form’s fields: at most {{maximum}} of them, plainly named and not deeply nested.',
  draft_too_large: 'The draft is too large to keep (at most {{maximum}} KB).',

  // ── preview links (issue 29, docs/preview-links.md) ──
  preview_link_not_found: 'Preview link not found.',
  preview_item_published: 'This item is already public: share its address instead of a preview link.',
  // ── media library (issue 29) ──
  media_not_found: 'Image not found.',
  media_in_use: 'This image is used by {{names}}. Remove it from there first, then delete it.',

  // ── form options ──
  option_not_found: 'Option not found.',
  option_inactive: '{{field}} must be one of the active options.',
  option_list_empty: '{{field}}: add an active option in Form Options first.',
  option_value_taken: 'An option with the value "{{value}}" already exists in {{list}}.',
  option_in_use:
    'This option is used by {{usage}}. Deactivate it instead, so it leaves the forms but stored items keep it.',
  option_value_in_use:
    "This option's value is used by {{usage}}, so it cannot change. Create a new option with the new value and deactivate this one.",
  option_field_type_fixed: 'An option stays in its list ({{list}}). To offer it elsewhere, create a new option there.',
  option_not_offered_for: '{{field}}: please choose one of the options offered.',

  // ── leads, templates, e-mail ──
  lead_not_found: 'Lead not found.',
  sample_lead_not_found: 'Lead not found',
  duplicate_lead_email: 'A lead with this email address already exists.',
  bounced_address:
    'This address bounced: the provider refused it for good. Enter a new email address to make the lead active again.',
  unsubscribe_link_invalid: 'This unsubscribe link is not valid.',
  owner_not_staff: 'The owner must be an active admin or editor.',
  template_not_found: 'Template not found',
  templates_exist: 'Templates already exist.',
  placeholder_unclosed: '{{tag}} is never closed: write placeholders as {{example}}.',
  placeholder_bad_fallback:
    'Placeholder {{tag}}: the fallback after | must be 1 to {{maximum}} characters on one line, without braces or |, e.g. {{example}}.',
  placeholder_unknown: 'Unknown placeholder {{tag}}. Use one of {{known}}.',
  lookbook_nothing_selected: 'Select at least one project for the lookbook before previewing it.',
  test_email_no_address: 'No address to send the test to: set the notification email in Studio settings, or enter one.',
  email_send_not_found: 'Email send not found.',
  email_nothing_to_retry:
    'There is no message to send again: it was never written (see the reason) or its lead was deleted.',
  email_unknown_not_retried:
    'This email may already have arrived (its outcome is unknown), so it cannot be sent again from here.',
  email_not_failed: 'Only a failed email can be sent again; this one is {{status}}.',
  email_queue_failed: 'The email could not be queued; try again in a moment.',
  email_settings_unusable: 'The email settings cannot be used: {{detail}}',
  email_config_invalid: '{{detail}}',
  email_refused: 'E-mail refused: {{reason}}',
  email_provider_refused: '{{detail}}',
  from_address_invalid: 'From address must be one address, e.g. Studio <hello@example.com>.',
  smtp_host_invalid: 'SMTP host must be a host name, e.g. smtp.gmail.com.',
  smtp_host_private:
    "The mail server {{host}} is on this computer or the studio's own network. For safety, Email Setup only connects to mail servers on the internet. To send through a local relay, whoever runs the website's server sets {{variable}}=true (or names the relay with {{hostVariable}}) in its environment.",
  smtp_host_required: 'SMTP host is required for SMTP.',
  email_pass_required: 'Enter the password for this email user.',
  email_user_required: 'Enter the email user for this password.',
  resend_key_required: 'Resend API key is required for Resend.',
  sendgrid_key_required: 'SendGrid API key is required for SendGrid.',
  // ── provider webhooks (issue 28) ──
  webhook_not_configured: 'Webhooks from this provider are not set up: add its key in Email Setup.',
  webhook_key_unreadable: 'The stored webhook key cannot be read: enter it again in Email Setup.',
  webhook_signature_missing: 'The request carries no webhook signature.',
  webhook_signature_invalid: 'The webhook signature does not match this request.',
  webhook_signature_stale: 'The webhook signature is more than 5 minutes away from this server’s clock.',
  webhook_batch_expected: 'SendGrid posts its events as a JSON array.',
  webhook_secret_format:
    'The Resend signing secret starts with whsec_: copy it whole from the webhook’s page in Resend.',
  webhook_key_invalid:
    'The SendGrid verification key is not a public key: copy it whole from the Event Webhook settings in SendGrid.',
  // ── signed mail and the domain check (issue 28) ──
  sending_domain_invalid: 'Domain must be a domain name, e.g. larchandlime.com.',
  dkim_selector_invalid: 'Selector may hold only letters, digits and hyphens, e.g. atelier.',
  domain_check_failed:
    'The DNS server did not answer, so the records could not be read. Nothing was changed; try again in a few minutes.',
  settings_admin_only:
    "Only an admin can change where enquiries go, how consent is asked and the studio's email (the sender of every email).",

  // ── online booking (issue 27) ──
  slot_taken: 'That time was just booked by someone else. Please choose another time.',
  slot_unavailable: 'That time is not open for booking. Please choose one of the times shown.',
  slot_too_soon: 'That time is too soon: bookings need {{hours}} hours’ notice. Please choose a later time.',
  slot_too_far: 'That time is too far ahead: bookings open {{days}} days in advance.',
  slot_in_past: 'That time has already passed.',
  booking_link_invalid: 'This booking link is not valid or has expired.',
  booking_cancelled: 'This consultation was cancelled, so it cannot be changed. Please book a new time.',
  booking_not_found: 'Booking not found.',
  consultation_type_not_found: 'Consultation type not found.',
  block_not_movable: 'A blocked time cannot be moved: remove it and block the new time.',
  block_overlaps_booking: 'That time overlaps a confirmed booking or block. Move or cancel it first.',
  date_range_invalid: 'The range must end on or after its first day and span at most {{maximum}} days.',
  // ── tasks on leads (issue 27) ──
  task_not_found: 'Task not found.',
  task_assignee_unknown: 'Choose an active staff member to assign the task to, or nobody.',
  // ── the sends' list (issue 28) ──
  one_send_filter: 'Filter by status or by delivery, not both.',
  // ── the incoming mailbox (issue 28, replies) ──
  imap_host_invalid: 'IMAP host must be a host name, e.g. imap.gmail.com.',
  imap_host_private:
    "The mail server {{host}} is on this computer or the studio's own network. For safety, Email Setup only connects to mail servers on the internet. To read a mailbox there, whoever runs the website's server sets {{variable}}=true in its environment.",
  imap_host_required: 'IMAP host is required to read replies.',
  imap_user_required: 'Enter the IMAP user for this mailbox.',
  imap_pass_required: 'Enter the password for this IMAP user.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Values for a text's `{{placeholders}}`. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/** One problem as the API answers it: the code, the English text, and what fills the text. */
export interface ApiProblem {
  code: string;
  message: string;
  params?: ErrorParams;
}

/** The body of every API error (D17): the refusal, and per-field problems for forms. */
export interface ApiErrorBody extends ApiProblem {
  fieldErrors?: Record<string, ApiProblem>;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/** Fills `{{name}}` placeholders; one pass, so a value that itself holds braces stays as it is. */
export function interpolate(template: string, params: ErrorParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The English text of a code. */
export function errorMessage(code: ErrorCode, params?: ErrorParams): string {
  return interpolate(ERROR_MESSAGES[code], params);
}

/** A problem of the catalogue, with its English text. */
export function problem(code: ErrorCode, params?: ErrorParams): ApiProblem {
  return { code, message: errorMessage(code, params), ...(params && Object.keys(params).length ? { params } : {}) };
}

/**
 * A schema rule's code, for `.refine(check, withCode('one_line', '… must be on one line.'))` and
 * `ctx.addIssue({ code: 'custom', ...withCode(…) })`: the sentence stays the schema's, the code
 * (and any params) travel with the issue.
 */
export function withCode(code: ErrorCode, message: string, params?: ErrorParams): { message: string; params: object } {
  return { message, params: { ...params, code } };
}

type Issue = z.core.$ZodIssue;

/**
 * A schema's issue as an API problem: the code its rule carries (`withCode`), or the generic code
 * of zod's own issue with its parameters; the message is the schema's sentence.
 */
export function problemFromIssue(issue: Issue): ApiProblem & { code: ErrorCode } {
  const { code, params } = codeOfIssue(issue);
  return { code, message: issue.message, ...(params && Object.keys(params).length ? { params } : {}) };
}

function codeOfIssue(issue: Issue): { code: ErrorCode; params?: ErrorParams } {
  switch (issue.code) {
    case 'custom': {
      const { code, ...params } = (issue.params ?? {}) as { code?: unknown } & Record<string, string | number>;
      // A rule's code is set through withCode(), typed as an ErrorCode; it is not looked up in the
      // catalogue here, so the admin's forms can read codes without the English texts in their chunk.
      return typeof code === 'string' && code ? { code: code as ErrorCode, params } : { code: 'invalid_value' };
    }
    case 'invalid_type':
      // A missing value is `required`; the issue holds the input only when the parse was asked to
      // report it (`reportInput`, as route() does), else a missing and a wrong value look alike.
      if ('input' in issue && issue.input === undefined) return { code: 'required' };
      if (issue.expected === 'int') return { code: 'not_whole_number' };
      return { code: 'invalid_type', params: { expected: issue.expected } };
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string')
        return minimum <= 1 ? { code: 'required' } : { code: 'too_short', params: { minimum } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'too_few', params: { minimum } };
      return { code: 'too_small', params: { minimum } };
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return { code: 'too_long', params: { maximum } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'too_many', params: { maximum } };
      return { code: 'too_large', params: { maximum } };
    }
    case 'invalid_format':
      if (issue.format === 'email') return { code: 'invalid_email' };
      if (issue.format === 'url') return { code: 'invalid_url' };
      if (issue.format === 'datetime' || issue.format === 'date') return { code: 'invalid_date' };
      return { code: 'invalid_format', params: { format: issue.format } };
    case 'invalid_value':
      return { code: 'invalid_choice', params: { options: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { code: 'unknown_field', params: { key: issue.keys[0] ?? '' } };
    default:
      return { code: 'invalid_value' };
  }
}

/** Where an issue is: its path as the API writes it (`hours.0.opens`), or the unknown key it names. */
export function issueField(issue: Issue): string {
  if (issue.path.length) return issue.path.map(String).join('.');
  return issue.code === 'unrecognized_keys' ? (issue.keys[0] ?? '') : '';
}

/**
 * A schema's verdict as an API error body: every field's first problem, and the first one as the
 * refusal, its message naming the field (`email: Please enter …`) as the server always has.
 */
export function bodyFromIssues(issues: readonly Issue[]): ApiErrorBody {
  const fieldErrors: Record<string, ApiProblem> = {};
  for (const issue of issues) {
    const key = issueField(issue);
    if (key && !(key in fieldErrors)) fieldErrors[key] = problemFromIssue(issue);
  }
  const first = issues[0];
  if (!first) return problem('invalid_request');
  const top = problemFromIssue(first);
  const where = first.path.length ? first.path.join('.') : '';
  const message = where ? `${where}: ${top.message}` : top.message;
  const params = where ? { ...top.params, field: where } : top.params;
  return {
    code: top.code,
    message,
    ...(params && Object.keys(params).length ? { params } : {}),
    ...(Object.keys(fieldErrors).length ? { fieldErrors } : {}),
  };
}
