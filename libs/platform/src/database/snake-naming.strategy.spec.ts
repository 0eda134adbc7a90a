import { describe, expect, it } from '@jest/globals';
import { SnakeNamingStrategy, toSnakeCase } from './snake-naming.strategy.js';

describe('toSnakeCase', () => {
  it.each([
    ['createdAt', 'created_at'],
    ['OrderItem', 'order_item'],
    ['HTTPStatus', 'http_status'],
    ['userIdV2', 'user_id_v2'],
    ['address2Line', 'address2_line'],
    ['already_snake', 'already_snake'],
    ['id', 'id'],
  ])('%s → %s', (input, expected) => {
    expect(toSnakeCase(input)).toBe(expected);
  });
});

describe('SnakeNamingStrategy', () => {
  const strategy = new SnakeNamingStrategy();

  it('names tables after the class in snake_case unless a name is given', () => {
    expect(strategy.tableName('ProductListing', undefined)).toBe('product_listing');
    expect(strategy.tableName('ProductListing', 'listings')).toBe('listings');
  });

  it('names columns in snake_case, keeps explicit names, prefixes embedded columns', () => {
    expect(strategy.columnName('pricePerKg', undefined, [])).toBe('price_per_kg');
    expect(strategy.columnName('pricePerKg', 'kg_price', [])).toBe('kg_price');
    expect(strategy.columnName('streetLine', undefined, ['deliveryAddress'])).toBe(
      'delivery_address_street_line',
    );
  });

  it('names relations, join columns and join tables in snake_case', () => {
    expect(strategy.relationName('buyerAccount')).toBe('buyer_account');
    expect(strategy.joinColumnName('buyerAccount', 'id')).toBe('buyer_account_id');
    expect(strategy.joinTableName('order', 'product', 'favouriteProducts', 'orders')).toBe(
      'order_favourite_products_product',
    );
    expect(strategy.joinTableColumnName('order', 'id', 'orderId')).toBe('order_order_id');
    expect(strategy.joinTableInverseColumnName('product', 'id')).toBe('product_id');
  });
});
