import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AccessTokenClaims, CartView } from '@ihe/contracts';
import { ApiAnswer, ApiErrors, CurrentUser, Roles } from '@ihe/platform';
import { CartService } from './cart.service.js';
import { AddCartItemDto, MergeCartDto, SetCartQuantityDto } from './cart.dto.js';
import { ProductIdPipe } from './product-id.pipe.js';

/**
 * The signed-in consumer's own cart (spec 1 §4, §5). The owner is always the token's subject: no route
 * takes a consumer id, so nobody reaches another's cart. Other roles get 403 from @Roles.
 */
@ApiTags('cart')
@ApiBearerAuth()
@Roles('consumer')
@Controller('api/v1/cart')
export class CartController {
  constructor(private readonly cart: CartService) {}

  @Get()
  @ApiAnswer('CartView')
  get(@CurrentUser() user: AccessTokenClaims): Promise<CartView> {
    return this.cart.get(user.sub);
  }

  /** 200 with the whole cart: the line may be new or grown. */
  @Post('items')
  @HttpCode(200)
  @ApiAnswer('CartView')
  @ApiErrors({ 404: 'Product not found' })
  add(@CurrentUser() user: AccessTokenClaims, @Body() body: AddCartItemDto): Promise<CartView> {
    return this.cart.add(user.sub, body.productId.toLowerCase(), body.quantity);
  }

  @Patch('items/:productId')
  @ApiAnswer('CartView')
  setQuantity(
    @CurrentUser() user: AccessTokenClaims,
    @Param('productId', ProductIdPipe) productId: string,
    @Body() body: SetCartQuantityDto,
  ): Promise<CartView> {
    return this.cart.setQuantity(user.sub, productId, body.quantity);
  }

  @Delete('items/:productId')
  @ApiAnswer('CartView')
  remove(
    @CurrentUser() user: AccessTokenClaims,
    @Param('productId', ProductIdPipe) productId: string,
  ): Promise<CartView> {
    return this.cart.remove(user.sub, productId);
  }

  /** Merges the guest cart kept in the browser, right after login. */
  @Put()
  @ApiAnswer('CartView')
  merge(@CurrentUser() user: AccessTokenClaims, @Body() body: MergeCartDto): Promise<CartView> {
    return this.cart.merge(user.sub, body.items);
  }
}
