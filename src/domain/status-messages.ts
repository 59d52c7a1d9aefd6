import { httpMessages } from './messages.js';

/**
 * The catalogue « by HTTP status » (spec accounts-and-billing §8), one map for both sides: the web
 * app shows `message` for a failed call (the server's own words first where `serverWordsFirst`),
 * and the server answers it as the `detail` of an error it has nothing more precise to say about.
 */
export const statusCatalogue: Readonly<Record<number, { message: string; serverWordsFirst?: true }>> = {
  400: { message: httpMessages.badRequest, serverWordsFirst: true },
  401: { message: httpMessages.unauthorized },
  403: { message: httpMessages.forbidden },
  404: { message: httpMessages.notFound },
  429: { message: httpMessages.tooManyRequests, serverWordsFirst: true },
  500: { message: httpMessages.serverError },
};

/**
 * Statuses the server answers by itself beyond the catalogue (Fastify's own errors, a draining
 * process). The web app reads them as the `detail` they come with (the catalogue's « other » row).
 */
const serverOnly: Readonly<Record<number, string>> = {
  405: httpMessages.methodNotAllowed,
  413: httpMessages.payloadTooLarge,
  415: httpMessages.unsupportedMediaType,
  503: httpMessages.serviceUnavailable,
};

/** The `detail` of an error answer with nothing more precise to say. */
export function statusDetail(status: number): string {
  return statusCatalogue[status]?.message ?? serverOnly[status] ?? (status >= 500 ? httpMessages.serverError : httpMessages.badRequest);
}
