/**
 * A provider's final "no" to one message (an unknown mailbox, a number that texted STOP): trying
 * again would send nothing, so the messenger records it and does not retry. Any other error from
 * a transport is taken as passing (a timeout, a provider's outage) and retried.
 */
export class DeliveryRefusedError extends Error {}

/**
 * The number texted STOP to the shop's number (Twilio 21610). The messenger records it as the
 * messaging webhook would have, for numbers that stopped before the webhook was set up.
 */
export class TextsStoppedError extends DeliveryRefusedError {}
