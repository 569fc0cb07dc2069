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
