import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's own request lines are off (request-log.ts writes one per request), and the same switch
 * silenced the error of a streamed answer (the orders CSV) that fails after its first byte: the
 * download stopped with nothing in the log. Such an error is logged here; Fastify then destroys
 * the response, so the browser reports a failed download rather than keeping a short file.
 */
export class ShopLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override streamError(error: Error, request: FastifyRequest, _reply: FastifyReply): void {
    // The client went away: nothing failed on our side.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    request.log.error({ err: error }, 'streamed answer failed after its first byte; cut off');
  }
}
