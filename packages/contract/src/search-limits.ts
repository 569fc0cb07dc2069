/**
 * The longest search term GET /products takes: the header's box and the listing hold to it. A
 * module without zod, so the header (loaded at start, decision 007) can read it.
 */
export const PRODUCT_SEARCH_MAX_LENGTH = 200;
