import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

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

/** Whitelisting validation that rejects unknown fields and answers with the first broken rule's message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => new BadRequestException(firstMessage(errors)),
  });
}
