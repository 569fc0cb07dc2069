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
<button type="submit" style="font: inherit; padding: 0.6rem 1.2rem; border: 0; border-radius: 0.375rem; background: #1d4ed8; color: #fff; cursor: pointer">${escapeHtml(form.button)}</button>
</form>`;
}

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
<title>${escapeHtml(title)} | ${escapeHtml(shopName)}</title></head>
<body style="font-family: sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #1f2937">
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${form ? confirmForm(form) : ''}
<p><a href="/dashboard">Open My Products</a></p>
</main>
</body></html>`;
}
