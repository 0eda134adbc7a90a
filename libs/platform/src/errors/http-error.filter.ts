import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';

/** A request-parsing error of the HTTP layer (malformed JSON, body too large) carries its own 4xx status. */
interface StatusCarryingError {
  status?: number;
  statusCode?: number;
  code?: string;
  message?: string;
}

/** The answer to a body over the size limit (services, and the gateway before forwarding). */
export const BODY_TOO_LARGE_MESSAGE = 'Request body is too large';

/** Our plain wording for Fastify's request-parsing errors. */
const BODY_PARSER_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_BODY_TOO_LARGE: BODY_TOO_LARGE_MESSAGE,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body does not match its Content-Length',
};

/**
 * Every error leaves as `{ statusCode, message }`. Unexpected ones become a plain 500; every 5xx is
 * logged with its stack, but a 503 answered on purpose (a health check while a dependency is down or
 * still starting, a dependency that cannot answer) is one warning line.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  constructor(private readonly http: HttpAdapterHost['httpAdapter']) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const response: unknown = host.switchToHttp().getResponse();
    const { statusCode, body } = this.toBody(exception);
    if (statusCode === HttpStatus.SERVICE_UNAVAILABLE && exception instanceof HttpException)
      this.logger.warn(`${statusCode} ${JSON.stringify(body)}`);
    else if (statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (!this.http.isHeadersSent(response)) this.http.reply(response, body, statusCode);
  }

  private toBody(exception: unknown): { statusCode: number; body: Record<string, unknown> } {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      // Request-parsing failures arrive wrapped (Nest maps them); answer with our plain wording.
      const parserCode = (exception.cause as StatusCarryingError | undefined)?.code;
      if (parserCode && BODY_PARSER_MESSAGES[parserCode])
        return { statusCode, body: { statusCode, message: BODY_PARSER_MESSAGES[parserCode] } };
      const raw = exception.getResponse();
      if (typeof raw === 'string') return { statusCode, body: { statusCode, message: raw } };
      const { message, error: _error, statusCode: _s, ...extra } = raw as Record<string, unknown>;
      const text = Array.isArray(message) ? String(message[0]) : String(message ?? exception.message);
      return { statusCode, body: { statusCode, message: text, ...extra } };
    }
    const carried = exception as StatusCarryingError;
    const status = carried?.status ?? carried?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const message =
        (carried.code && BODY_PARSER_MESSAGES[carried.code]) || carried.message || 'Bad request';
      return { statusCode: status, body: { statusCode: status, message } };
    }
    const statusCode = HttpStatus.INTERNAL_SERVER_ERROR;
    return { statusCode, body: { statusCode, message: 'Internal server error' } };
  }
}
