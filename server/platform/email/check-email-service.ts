import nodemailer from 'nodemailer';
import type { EmailCheckResult } from '#shared/admin/email.ts';
import type { EmailConfig, HttpApiSettings, SmtpSettings } from './email-config.ts';
import { readErrorBody } from './providers/http-api.ts';
import { resolveSmtpDestination, type SmtpDestination, SmtpDestinationError } from './providers/smtp-destination.ts';
import { smtpTransportOptions } from './providers/smtp-transport-options.ts';

/** A check is one handshake or one request: well under the admin's patience. */
const CHECK_TIMEOUT_MS = 15_000;

/**
 * Email Setup's 'Check Status' (D13): asks the provider itself whether the settings work, without
 * sending anything.
 * - SMTP: nodemailer `verify()`: connect, greeting, STARTTLS (required before a password goes to another machine), and the login when a
 *   user is set — wrong credentials fail here.
 * - Resend: `GET /domains` with the key. A key restricted to sending answers 401
 *   `restricted_api_key`: the key is real, so that passes.
 * - SendGrid: `GET /v3/scopes` with the key; the key must have `mail.send`.
 * - Development (e-mail off): not `ok` — there is nothing that works, nothing is sent.
 * `hasSender`: whether a From line exists (EMAIL_FROM, the stored one, or the studio's e-mail).
 * An SMTP host is checked before anything connects to it, as for sending (smtp-destination.ts).
 */
export async function checkEmailService(
  config: EmailConfig,
  options: { hasSender: boolean },
): Promise<EmailCheckResult> {
  const result = await checkProvider(config);
  if (result.ok && config.service !== 'development' && !options.hasSender) {
    return {
      ok: false,
      service: config.service,
      message: `${result.message} But there is no sender address: set the From address here or the studio's email in Studio settings.`,
    };
  }
  return result;
}

async function checkProvider(config: EmailConfig): Promise<EmailCheckResult> {
  switch (config.service) {
    // Not 'works': nothing would be sent. The admin reads "email is off", not a passed check.
    case 'development':
      return {
        ok: false,
        service: 'development',
        message:
          'Email is off (development mode): there is no service to check and nothing is sent, emails are only logged. Choose a service and save to send for real.',
      };
    case 'smtp':
      return checkSmtp(config.smtp);
    case 'resend':
      return checkResend(config.resend);
    case 'sendgrid':
      return checkSendGrid(config.sendgrid);
  }
}

async function checkSmtp(settings: SmtpSettings): Promise<EmailCheckResult> {
  const where = `${settings.host}:${settings.port}`;
  let destination: SmtpDestination;
  try {
    destination = await resolveSmtpDestination(settings);
  } catch (error) {
    if (!(error instanceof SmtpDestinationError)) throw error;
    // A refused host is a rule, not a failure of the server: its own sentence says why and what to set.
    if (error.problem) return { ok: false, service: 'smtp', message: error.message, problem: error.problem };
    return { ok: false, service: 'smtp', message: `SMTP check failed at ${where}: ${error.message}` };
  }
  const transporter = nodemailer.createTransport(
    smtpTransportOptions(
      settings,
      {
        connectionTimeout: CHECK_TIMEOUT_MS,
        greetingTimeout: CHECK_TIMEOUT_MS,
        socketTimeout: CHECK_TIMEOUT_MS,
        dnsTimeout: CHECK_TIMEOUT_MS,
      },
      destination,
    ),
  );
  try {
    await transporter.verify();
    const login = settings.user ? `, signed in as ${settings.user}` : ' (no sign-in configured)';
    return { ok: true, service: 'smtp', message: `SMTP server ${where} answered${login}.` };
  } catch (error) {
    const failure = error as { message?: string; code?: string };
    const reason = oneLine(failure.message ?? String(error));
    return { ok: false, service: 'smtp', message: `SMTP check failed at ${where}: ${reason}` };
  } finally {
    transporter.close();
  }
}

async function checkResend(settings: HttpApiSettings): Promise<EmailCheckResult> {
  const answer = await getJson('Resend', `${settings.apiUrl}/domains`, settings.apiKey);
  if ('failed' in answer) return { ok: false, service: 'resend', message: answer.failed };
  const { response, body } = answer;
  if (response.ok) {
    const domains = Array.isArray((body as { data?: unknown })?.data)
      ? (body as { data: unknown[] }).data.length
      : null;
    const count = domains === null ? '' : ` (${domains} domain${domains === 1 ? '' : 's'})`;
    return { ok: true, service: 'resend', message: `Resend accepted the API key${count}.` };
  }
  const error = (typeof body === 'object' && body !== null ? body : {}) as { name?: string; message?: string };
  if (response.status === 401 && error.name === 'restricted_api_key') {
    return { ok: true, service: 'resend', message: 'Resend accepted the API key (restricted to sending emails).' };
  }
  const detail = error.message ?? (typeof body === 'string' ? body : '');
  return { ok: false, service: 'resend', message: httpCheckFailure('Resend', response.status, detail) };
}

async function checkSendGrid(settings: HttpApiSettings): Promise<EmailCheckResult> {
  const answer = await getJson('SendGrid', `${settings.apiUrl}/v3/scopes`, settings.apiKey);
  if ('failed' in answer) return { ok: false, service: 'sendgrid', message: answer.failed };
  const { response, body } = answer;
  if (response.ok) {
    const scopes = (body as { scopes?: unknown })?.scopes;
    if (Array.isArray(scopes) && !scopes.includes('mail.send')) {
      return {
        ok: false,
        service: 'sendgrid',
        message: 'SendGrid accepted the API key, but it lacks the mail.send permission.',
      };
    }
    return { ok: true, service: 'sendgrid', message: 'SendGrid accepted the API key (mail.send allowed).' };
  }
  const errors = (body as { errors?: { message?: string }[] })?.errors;
  const detail = Array.isArray(errors)
    ? errors.map((e) => e.message ?? '').join('; ')
    : typeof body === 'string'
      ? body
      : '';
  return { ok: false, service: 'sendgrid', message: httpCheckFailure('SendGrid', response.status, detail) };
}

async function getJson(
  provider: string,
  url: string,
  apiKey: string,
): Promise<{ response: Response; body: unknown } | { failed: string }> {
  try {
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (response.ok) return { response, body: await response.json().catch(() => null) };
    return { response, body: await readErrorBody(response) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const reason = cause ?? (error instanceof Error ? error.name : 'network error');
    return { failed: `${provider} check failed: cannot reach the API (${reason}).` };
  }
}

function httpCheckFailure(provider: string, status: number, detail: string): string {
  const text = oneLine(detail);
  return `${provider} check failed (${status})${text ? `: ${text}` : '.'}`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, 300);
}
