// The layout of the account and inquiry emails: paragraphs rendered as plain text and as simple HTML in which
// every value is escaped, signed by the team in the recipient's language.
import type { Locale } from '@rentals/shared';
import { escapeHtml } from './html.ts';

export interface EmailContent<Template extends string = string> {
  subject: string;
  text: string;
  html: string;
  template: Template;
}

/**
 * A paragraph: plain text, a labelled value, a link (its text, else the address, shown), a code shown large,
 * or a message quoted as written.
 */
export type EmailBlock =
  | string
  | { label: string; value: string }
  | { link: string; text?: string }
  | { code: string }
  | { quote: string };

function blockText(block: EmailBlock): string {
  if (typeof block === 'string') return block;
  if ('label' in block) return `${block.label}: ${block.value}`;
  if ('link' in block) return block.text ? `${block.text}\n${block.link}` : block.link;
  if ('code' in block) return block.code;
  return block.quote
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

function blockHtml(block: EmailBlock): string {
  if (typeof block === 'string') return `<p>${escapeHtml(block)}</p>`;
  if ('label' in block) return `<p><strong>${escapeHtml(block.label)}:</strong> ${escapeHtml(block.value)}</p>`;
  if ('link' in block) return `<p><a href="${escapeHtml(block.link)}">${escapeHtml(block.text ?? block.link)}</a></p>`;
  if ('code' in block) {
    return `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(block.code)}</p>`;
  }
  const lines = escapeHtml(block.quote).replace(/\r?\n/g, '<br>');
  return `<blockquote style="margin:0;padding:8px 12px;border-left:4px solid #ccc">${lines}</blockquote>`;
}

/**
 * The HTML document around an email's body: the recipient's language (screen readers and translation read it), a
 * charset, a viewport and the subject as its title.
 */
export function emailDocument(locale: Locale, subject: string, bodyStyle: string, body: string[]): string {
  return [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head><body style="${bodyStyle}">`,
    ...body,
    '</body></html>',
  ].join('\n');
}

export function renderEmail<Template extends string>(
  locale: Locale,
  template: Template,
  subject: string,
  blocks: EmailBlock[],
): EmailContent<Template> {
  const text = blocks.map(blockText).join('\n\n');
  const html = emailDocument(locale, subject, 'font-family:sans-serif;line-height:1.5', blocks.map(blockHtml));
  return { subject, text, html, template };
}

/** The last paragraph of every such email. */
export const emailSignature = (locale: Locale) => (locale === 'fr' ? "L'équipe Rentals" : 'The Rentals team');
