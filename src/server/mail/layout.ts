import type { Config } from '../config.js';

/** A rendered e-mail: what the outbox stores and the transport sends. */
export interface MailMessage {
  /** The template that produced it (logs, outbox rows). */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

/** What a template says; `renderMail` turns it into the HTML and plain-text bodies. */
export interface MailContent {
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button (validity, "ignore this e-mail if..."). */
  notes?: string[];
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const BRAND = '#d52b1e';
const INK = '#1f2633';
const MUTED = '#667085';

/**
 * French e-mail in two bodies: a plain-text one that reads well on its own (links written out)
 * and a simple table-based HTML one with inline styles, the only kind every mail client renders.
 */
export function renderMail(content: MailContent, company: Config['company']): MailMessage {
  const paragraphsHtml = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${INK}">${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
  const notesHtml = (content.notes ?? []).map((p) => `<p style="margin:0 0 12px;font-size:13px;line-height:1.6;color:${MUTED}">${escapeHtml(p)}</p>`).join('');
  const actionHtml = content.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" style="margin:8px 0 24px"><tr><td style="border-radius:8px;background:${BRAND}">` +
      `<a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 22px;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:8px">${escapeHtml(content.action.label)}</a>` +
      `</td></tr></table>` +
      `<p style="margin:0 0 20px;font-size:13px;line-height:1.6;color:${MUTED}">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:<br>` +
      `<a href="${escapeHtml(content.action.url)}" style="color:${BRAND};word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';

  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f6f7f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(content.preheader)}</span>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f6f7f9;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:14px;border:1px solid #eceef2">
<tr><td style="padding:28px 32px 8px">
<table role="presentation" cellspacing="0" cellpadding="0"><tr>
<td style="width:28px;height:28px;border-radius:6px;background:${BRAND};color:#ffffff;font-weight:700;font-size:18px;text-align:center;line-height:28px">+</td>
<td style="padding-left:10px;font-size:18px;font-weight:700;color:#121722">CV&nbsp;<span style="color:${BRAND}">Suisse</span></td>
</tr></table>
</td></tr>
<tr><td style="padding:20px 32px 12px">
<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:${INK}">${escapeHtml(content.greeting)}</p>
${paragraphsHtml}${actionHtml}${notesHtml}
</td></tr>
<tr><td style="padding:16px 32px 28px;border-top:1px solid #eceef2;font-size:12px;line-height:1.6;color:${MUTED}">
${escapeHtml(company.name)} · ${escapeHtml(company.address)}<br>
<a href="mailto:${escapeHtml(company.supportEmail)}" style="color:${MUTED}">${escapeHtml(company.supportEmail)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  const textParts = [content.greeting, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) textParts.push(`${content.action.label}\u00a0:`, content.action.url, '');
  for (const note of content.notes ?? []) textParts.push(note, '');
  textParts.push('--', company.name, company.address, company.supportEmail);
  const text = textParts.join('\n');

  return { kind: content.kind, to: content.to, replyTo: content.replyTo, subject: content.subject, text, html };
}

/** The links of a plain-text body, for the local outbox log. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}
