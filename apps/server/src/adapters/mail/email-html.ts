const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The HTML part of an e-mail written as plain text: one paragraph per blank-line block. */
export function textToEmailHtml(text: string, shopName: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  return [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #1f2937">',
    paragraphs,
    `<p style="color: #6b7280">${escapeHtml(shopName)}</p>`,
    '</body></html>',
  ].join('\n');
}
