import { escapeHtml } from '#shared/escape-html.ts';

/** One staff user's morning e-mail (issue 27): their open tasks due by tonight and the leads nobody answered. */
export interface DigestInput {
  studioName: string;
  /** the studio's date the digest is for, written out ("Monday, November 16, 2026") */
  dateLabel: string;
  tasks: { title: string; leadName: string; due: string; overdue: boolean; url: string }[];
  unanswered: { leadName: string; waiting: string; url: string }[];
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function renderDigest(input: DigestInput): { subject: string; html: string; text: string } {
  const parts = [
    input.tasks.length ? plural(input.tasks.length, 'task', 'tasks') : '',
    input.unanswered.length ? plural(input.unanswered.length, 'unanswered lead', 'unanswered leads') : '',
  ].filter(Boolean);
  const subject = oneLine(`${input.studioName}: ${parts.join(' and ')} for ${input.dateLabel}`);
  const text: string[] = [`Good morning. Here is ${input.dateLabel} at ${input.studioName}.`, ''];
  const html: string[] = [
    `<p>Good morning. Here is ${escapeHtml(input.dateLabel)} at ${escapeHtml(input.studioName)}.</p>`,
  ];
  if (input.tasks.length) {
    text.push('Your tasks due today or overdue:');
    html.push('<h2>Your tasks due today or overdue</h2><ul>');
    for (const task of input.tasks) {
      const when = `${task.overdue ? 'overdue since' : 'due'} ${task.due}`;
      text.push(`- ${task.title} (${task.leadName}), ${when}: ${task.url}`);
      html.push(
        `<li><a href="${escapeHtml(task.url)}">${escapeHtml(task.title)}</a> (${escapeHtml(task.leadName)}), ${escapeHtml(when)}</li>`,
      );
    }
    text.push('');
    html.push('</ul>');
  }
  if (input.unanswered.length) {
    text.push('Leads waiting for a first reply:');
    html.push('<h2>Leads waiting for a first reply</h2><ul>');
    for (const lead of input.unanswered) {
      text.push(`- ${lead.leadName}, waiting ${lead.waiting}: ${lead.url}`);
      html.push(
        `<li><a href="${escapeHtml(lead.url)}">${escapeHtml(lead.leadName)}</a>, waiting ${escapeHtml(lead.waiting)}</li>`,
      );
    }
    html.push('</ul>');
  }
  return { subject, html: html.join('\n'), text: text.join('\n') };
}
