import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';

/** A body-parser style error (malformed JSON, body too large) carries its own 4xx status. */
interface StatusCarryingError {
  status?: number;
  statusCode?: number;
  type?: string;
  message?: string;
}

const BODY_PARSER_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'Malformed JSON body',
  'entity.too.large': 'Request body is too large',
  'charset.unsupported': 'Unsupported charset',
  'encoding.unsupported': 'Unsupported content encoding',
};

/** Every error leaves as `{ statusCode, message }`; unexpected ones are logged and become a plain 500. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const response = host.switchToHttp().getResponse<Response>();
    const { statusCode, body } = this.toBody(exception);
    if (statusCode >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (!response.headersSent) response.status(statusCode).json(body);
  }

  private toBody(exception: unknown): { statusCode: number; body: Record<string, unknown> } {
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      // Body-parser failures arrive wrapped (Nest maps them); answer with our plain wording.
      const parserType = (exception.cause as StatusCarryingError | undefined)?.type;
      if (parserType && BODY_PARSER_MESSAGES[parserType])
        return { statusCode, body: { statusCode, message: BODY_PARSER_MESSAGES[parserType] } };
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
        (carried.type && BODY_PARSER_MESSAGES[carried.type]) || carried.message || 'Bad request';
      return { statusCode: status, body: { statusCode: status, message } };
    }
    const statusCode = HttpStatus.INTERNAL_SERVER_ERROR;
    return { statusCode, body: { statusCode, message: 'Internal server error' } };
  }
}
