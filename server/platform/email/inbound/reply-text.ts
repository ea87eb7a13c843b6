import { convert } from 'html-to-text';

/** What the timeline shows of a reply: its first lines, at most this long. */
export const REPLY_DETAIL_MAX = 500;

/**
 * Lines where the quoted original begins: "On … wrote:" in the languages of the studio's clients
 * (English, Spanish, French, German, Italian, Portuguese, Dutch), Outlook's "-----Original
 * Message-----" and its underscore rule, and a forwarded block.
 */
const QUOTE_HEADER = [
  /^on\b.*\bwrote:?$/i,
  /^el\b.*\bescribi[oó]:?$/i,
  /^le\b.*\ba [ée]crit\s?:?$/i,
  /^am\b.*\bschrieb.*:?$/i,
  /^il\b.*\bha scritto:?$/i,
  /^em\b.*\bescreveu:?$/i,
  /^op\b.*\bschreef.*:?$/i,
  /^-{2,}\s*(original message|mensaje original|message d'origine|ursprüngliche nachricht|forwarded message)\s*-{2,}$/i,
  /^_{10,}$/,
  /^(from|de|von|da|van):\s.+$/i,
];

/** Lines where a signature or a phone's footer begins. */
const SIGNATURE = [
  /^--\s?$/,
  /^sent from my \w+/i,
  /^enviado desde mi \w+/i,
  /^envoyé de mon \w+/i,
  /^get outlook for \w+/i,
];

/**
 * A reply's own first lines: the text part (else the HTML as text), without the quoted original
 * (lines starting with `>`, and everything from an "On … wrote:" line), without the signature,
 * blank runs collapsed, cut at REPLY_DETAIL_MAX characters. A header line split over two lines
 * ("On Tue, 3 Mar 2026 at 09:12, Larch & Lime <hello@…>\nwrote:") is caught by joining each line
 * with the next.
 */
export function replyFirstLines(text: string | undefined | null, html?: string | false | null): string {
  const source = text?.trim() ? text : html ? convert(html, { wordwrap: false }) : '';
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = (lines[index] ?? '').trim();
    const withNext = `${line} ${(lines[index + 1] ?? '').trim()}`.trim();
    if (QUOTE_HEADER.some((pattern) => pattern.test(line) || (line !== '' && pattern.test(withNext)))) break;
    if (SIGNATURE.some((pattern) => pattern.test(line))) break;
    if (line.startsWith('>')) continue;
    kept.push(line);
  }
  const collapsed = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return collapsed.length > REPLY_DETAIL_MAX ? `${collapsed.slice(0, REPLY_DETAIL_MAX - 1).trimEnd()}…` : collapsed;
}
