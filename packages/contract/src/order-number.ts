// Without zod: the orders CSV export's worker thread reads it (decision 083).

/** How people see an order number: '#1001'. */
export const formatOrderNumber = (orderNumber: number) => `#${orderNumber}`;
