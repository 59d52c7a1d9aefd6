import { ApiError, detailError } from '../http/errors.js';

/** French answers of the rendering service; every one is a 503 the client can retry. */
export const renderingMessages = {
  overloaded: 'Le service de génération de PDF est momentanément surchargé. Veuillez réessayer dans quelques instants.',
  timeout: 'La génération du document a pris trop de temps. Veuillez réessayer dans quelques instants.',
  unavailable: 'Le service de génération de PDF est momentanément indisponible. Veuillez réessayer plus tard.',
  failed: 'La génération du document a échoué. Veuillez réessayer dans quelques instants.',
  shuttingDown: 'Le service de génération de PDF redémarre. Veuillez réessayer dans quelques instants.',
} as const;

const withRetryAfter = (error: ApiError, seconds: number) => new ApiError(error.statusCode, error.body, { 'retry-after': String(seconds) });

export const renderingErrors = {
  overloaded: () => withRetryAfter(detailError(503, renderingMessages.overloaded, 'renderer_overloaded'), 5),
  timeout: () => withRetryAfter(detailError(503, renderingMessages.timeout, 'renderer_timeout'), 5),
  unavailable: () => withRetryAfter(detailError(503, renderingMessages.unavailable, 'renderer_unavailable'), 30),
  failed: () => withRetryAfter(detailError(503, renderingMessages.failed, 'renderer_failed'), 5),
  shuttingDown: () => withRetryAfter(detailError(503, renderingMessages.shuttingDown, 'renderer_shutting_down'), 5),
};
