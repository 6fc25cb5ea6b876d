/**
 * A provider's refusal. `permanent` (a 4xx that is not a rate limit: a wrong number, an unknown
 * template, a bad token) means trying the same channel again will not help, so the message falls
 * back to the next channel at once; anything else is tried again later by the outbox.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** HTTP answers worth trying again: timeouts, rate limits, server errors. */
export const transientStatus = (status: number) => status === 408 || status === 429 || status >= 500;
