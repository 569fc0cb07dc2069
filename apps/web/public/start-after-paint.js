// A server-rendered page starts its app here (decision 037). The bundle is fetched once the
// page's main image (its eager fetchpriority="high" one) has loaded and a frame has been painted:
// on a slow network the bundle does not take the bandwidth the image needs, and its evaluation
// does not hold up the image's paint. The markup works meanwhile: links navigate and the menu
// opens. Plain JavaScript served as it is (the CSP admits no script written into the page, and
// it is too small to be worth a build step). Tailwind reads this file too: a word here that names
// a utility class adds that class to the stylesheet.
const app = document.querySelector('script[data-app]');
const image = document.querySelector('img[fetchpriority="high"]:not([loading="lazy"])');

const imageLoaded = new Promise((resolve) => {
  if (!image || image.complete) return resolve();
  image.addEventListener('load', resolve, { once: true });
  image.addEventListener('error', resolve, { once: true });
});

// A hidden tab paints no frames; its page starts at once.
const painted = () =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

imageLoaded.then(painted).then(() => import(app.dataset.src));

// Until the app has started (<html data-app="started">, main.tsx), a tap on a control that needs
// it ([data-early-tap]: Add to Cart, the quantity, the wishlist heart, the menu) reaches no
// handler. It is kept here, in order, and stopped before it can reach a section that has already
// hydrated; the app does each once it has started (app/early-taps.ts). The control is marked
// meanwhile so the shopper sees the tap was taken.
window.earlyTaps = [];
window.addEventListener(
  'click',
  (event) => {
    if (document.documentElement.dataset.app === 'started') return;
    const control = event.target instanceof Element && event.target.closest('[data-early-tap]');
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    const key = control.dataset.earlyTap;
    const same = [...document.querySelectorAll(`[data-early-tap="${key}"]`)];
    window.earlyTaps.push({ key, index: same.indexOf(control) });
    control.dataset.earlyTapped = '';
  },
  true,
);

// The app's own forms (method="post": signing in and up) are sent by the app. One submitted
// before it has started is kept the same way, and sent once it has. Scripting off, the server
// answers their POST with the page again (modules/pages/script-less-posts.ts).
window.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (document.documentElement.dataset.app === 'started') return;
    if (form.getAttribute('method') !== 'post') return;
    event.preventDefault();
    event.stopPropagation();
    const forms = [...document.querySelectorAll('form[method="post"]')];
    window.earlyTaps.push({ key: 'submit', index: forms.indexOf(form) });
  },
  true,
);

// A listing's sort and filters are GET forms ([data-submit-on-change]): a choice made before
// the app has started is sent to the server, which renders its URL. Once the form has hydrated,
// its own submit handler cancels the submit and the app applies the choice itself.
document.addEventListener('change', (event) => {
  const form = event.target.form;
  if (form?.hasAttribute('data-submit-on-change')) form.requestSubmit();
});
// Sent here, its URL leaves out the empty fields (the filters' "All", a blank price), as the
// app's own URLs do.
window.addEventListener('submit', (event) => {
  const form = event.target;
  if (event.defaultPrevented || !form.hasAttribute('data-submit-on-change')) return;
  event.preventDefault();
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (value !== '') params.append(name, value);
  const search = params.toString();
  window.location.assign(`${window.location.pathname}${search ? `?${search}` : ''}`);
});
