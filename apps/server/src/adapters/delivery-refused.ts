/**
 * A provider's final "no" to one message (an unknown mailbox, a number that texted STOP): trying
 * again would send nothing, so the messenger records it and does not retry. Any other error from
 * a transport is taken as passing (a timeout, a provider's outage) and retried.
 */
export class DeliveryRefusedError extends Error {}
