/** The app's entry script as Vite writes it into index.html. */
const APP_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * The template of server-rendered pages: the app's bundle is imported by
 * /start-after-paint.js once the page's main image is painted, instead of being fetched beside
 * it (decision 037). The template as it is when it has no such script (tests' bare template).
 */
export function startAfterPaint(template: string): string {
  const script = APP_SCRIPT.exec(template);
  if (!script) return template;
  return template.replace(
    script[0],
    `<script type="module" src="/start-after-paint.js" data-app data-src="${script[1]}"></script>`,
  );
}
