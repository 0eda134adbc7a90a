import { BadRequestException, ValidationError, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';

/** PostgreSQL text cannot hold U+0000: such input is refused before it reaches a query (else a 500). */
export const NUL_CHARACTER_MESSAGE = 'Text must not contain the NUL character';

/** Whether a request value (body, query, path parameter) holds U+0000 in any key or string, at any depth. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node === 'string') {
      if (node.includes('\u0000')) return true;
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

class InputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom' && containsNul(value))
      throw new BadRequestException(NUL_CHARACTER_MESSAGE);
    return super.transform(value, metadata);
  }
}

function firstMessage(errors: ValidationError[], parent = ''): string {
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    if (error.constraints) {
      const constraints = error.constraints;
      // Unknown fields get a message naming the field rather than class-validator's wording.
      if (constraints.whitelistValidation) return `Unknown field: ${path}`;
      return Object.values(constraints)[0];
    }
    if (error.children?.length) {
      const nested = firstMessage(error.children, path);
      if (nested) return nested;
    }
  }
  return 'Invalid request';
}

/**
 * Whitelisting validation that rejects unknown fields and answers with the first broken rule's message;
 * text holding the NUL character is refused first, whatever the route's DTO.
 */
export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
  });
}
