/** A notice e-mail's body, plain text and HTML from the same parts, readable on a phone. */
export type MailBody = { subject: string; text: string; html: string };

/** One block of a notice: a paragraph, a list, or a link with its label. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; rows: [string, string][] }
  | { kind: 'link'; label: string; url: string };

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function textOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'table':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'link':
      return `${block.label}: ${block.url}`;
  }
}

const CELL = 'padding:4px 12px 4px 0;vertical-align:top';

function htmlOf(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p>${escapeHtml(block.text)}</p>`;
    case 'list':
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    case 'table':
      return `<table role="presentation">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="${CELL}">${escapeHtml(label)}</td><td style="${CELL};font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.url)}">${escapeHtml(block.label)}</a></p>`;
  }
}

/** Renders blocks as a plain-text and a one-column HTML body. */
export function renderMail(subject: string, blocks: readonly MailBlock[]): MailBody {
  const html = [
    '<!doctype html><html><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">',
    ...blocks.map(htmlOf),
    '</body></html>',
  ].join('');
  return { subject, text: `${blocks.map(textOf).join('\n\n')}\n`, html };
}
