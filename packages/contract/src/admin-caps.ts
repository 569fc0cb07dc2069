// Without zod: the orders CSV export's worker thread reads these (decision 083).

/**
 * How far a back-office list counts its matches: past it the total reads "10,000+"
 * (`totalIsCapped`), since counting a million rows on every page costs more than the page.
 */
export const ADMIN_TOTAL_CAP = 10_000;

/**
 * How far an order search counts: "1,000+". A fragment such as a common surname matches tens of
 * thousands of orders, and counting 10,000 of them costs more than the page (issue 28).
 */
export const ADMIN_SEARCH_TOTAL_CAP = 1_000;
