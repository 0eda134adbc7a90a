import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { CART_ERRORS } from './cart.messages.js';

/** The :productId of a cart route: a UUID, else 400 before anything is read. */
@Injectable()
export class ProductIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUUID(value, 'all')) throw new BadRequestException(CART_ERRORS.invalidProductId);
    return value.toLowerCase();
  }
}
