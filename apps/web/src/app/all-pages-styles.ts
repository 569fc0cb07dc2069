/**
 * The stylesheet of the signed-in, checkout and back-office pages (decision 058): imported by
 * their routes (router.tsx), so Vite loads it before such a page first renders. The server links
 * it from those pages' HTML (its name is in the build's manifest under this module).
 */
import '../all-pages.css';
