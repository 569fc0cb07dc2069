const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** The button that carries out a reminder link's action: the page's one form. */
export interface ReminderPageForm {
  action: string;
  token: string;
  button: string;
}

function confirmForm(form: ReminderPageForm): string {
  return `<form method="post" action="${escapeHtml(form.action)}">
<input type="hidden" name="token" value="${escapeHtml(form.token)}">
<button type="submit">${escapeHtml(form.button)}</button>
</form>`;
}

/** The shop's colours (apps/web/src/theme.css) in plain CSS: this page loads no stylesheet. */
const STYLE = `
body { margin: 0; background: #f2f6f9; color: #1e2a3b; font: 16px/1.5 system-ui, sans-serif; }
header { background: #fff; border-bottom: 1px solid #dde6ee; padding: 0.9rem 1rem; }
header a { color: #1d5fa6; font-weight: 700; font-size: 1.15rem; text-decoration: none; }
main { max-width: 34rem; margin: 2.5rem auto; padding: 1.5rem; background: #fff;
  border: 1px solid #dde6ee; border-radius: 0.75rem; box-shadow: 0 1px 2px #0000000d; }
main { margin-inline: max(1rem, calc(50% - 17rem)); }
h1 { font-size: 1.5rem; line-height: 1.25; margin: 0 0 0.75rem; }
button { font: inherit; font-weight: 600; padding: 0.6rem 1.2rem; border: 0; border-radius: 0.5rem;
  background: #1d5fa6; color: #fff; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid #1d5fa6; outline-offset: 2px; }
main a { color: #1d5fa6; }`;

/** The small page a tapped reminder link answers with: a confirmation (with `form`) or a result. */
export function reminderPage(
  shopName: string,
  title: string,
  message: string,
  form?: ReminderPageForm,
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(shopName)}</title>
<style>${STYLE}</style></head>
<body>
<header><a href="/">${escapeHtml(shopName)}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${form ? confirmForm(form) : ''}
<p><a href="/dashboard">Open My Products</a></p>
</main>
</body></html>`;
}
