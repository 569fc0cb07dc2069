import { escapeHtml } from './reminder-page.ts';

/** A reminder e-mail's HTML part: its text with the three actions as buttons, and how to stop them. */
export function reminderEmailHtml(
  shopName: string,
  paragraphs: string[],
  buttons: Array<{ label: string; href: string }>,
  footer: string,
  unsubscribe: { label: string; href: string },
): string {
  const button = ({ label, href }: { label: string; href: string }) =>
    `<a href="${escapeHtml(href)}" style="display: inline-block; margin: 0 0.5rem 0.5rem 0; padding: 0.6rem 1.2rem; border-radius: 0.375rem; background: #1d4ed8; color: #fff; text-decoration: none">${escapeHtml(label)}</a>`;
  return [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">',
    ...paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
    `<p>${buttons.map(button).join('')}</p>`,
    `<p style="color: #6b7280">${escapeHtml(footer)}<br><a href="${escapeHtml(unsubscribe.href)}" style="color: #6b7280">${escapeHtml(unsubscribe.label)}</a></p>`,
    `<p style="color: #6b7280">${escapeHtml(shopName)}</p>`,
    '</body></html>',
  ].join('\n');
}
