import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Post,
  Query,
  Redirect,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiTags, ApiResponse } from '@nestjs/swagger';
import type { AccessTokenClaims, LoginResponse, SignupResponse } from '@ihe/contracts';
import {
  ApiAnswer,
  ApiErrorAnswer,
  ApiErrors,
  ApiNoContent,
  CurrentUser,
  Public,
  REQUEST_ID_HEADER,
} from '@ihe/platform';
import { SignupDto } from '../signup/signup.dto.js';
import { SignupService } from '../signup/signup.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { toUserProfile } from '../accounts/profile.mapper.js';
import { EmailVerificationService } from '../email-verification/email-verification.service.js';
import { LoginService } from './login.service.js';
import { LoginDto, LogoutDto, RefreshDto } from './login.dto.js';
import { clearedRefreshCookie, refreshCookie, refreshTokenFromCookies } from '../sessions/refresh-cookie.js';

/**
 * Login and refresh answer the token pair in JSON (non-browser clients) and also set the refresh token as
 * an HttpOnly cookie, which the web app uses instead: refresh takes the body's token, else the cookie's.
 */
@ApiTags('auth')
@Controller('api/v1/auth')
export class AuthController {
  constructor(
    private readonly signups: SignupService,
    private readonly logins: LoginService,
    private readonly sessions: SessionsService,
    private readonly verification: EmailVerificationService,
  ) {}

  @Public()
  @Post('signup')
  @ApiAnswer('SignupResponse', 201)
  @ApiErrors({ 409: 'An account with this email already exists', 429: 'Too many attempts from this address' })
  signup(@Body() body: SignupDto, @Req() req: { headers: Record<string, string> }): Promise<SignupResponse> {
    return this.signups.signup(body, req.headers[REQUEST_ID_HEADER]);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiAnswer('LoginResponse')
  @ApiErrorAnswer(401, 'LoginErrorBody', 'Invalid email or password')
  @ApiErrorAnswer(429, 'LoginErrorBody', 'Too many failed attempts. Account locked for {n} minutes.')
  async login(
    @Body() body: LoginDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const { response, refreshExpiresAt } = await this.logins.login(body.email, body.password);
    reply.header('set-cookie', refreshCookie(response.refreshToken, refreshExpiresAt));
    return response;
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @ApiAnswer('LoginResponse')
  @ApiErrors({ 401: 'The refresh token is unknown, spent or expired' })
  async refresh(
    @Body() body: RefreshDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const token = body.refreshToken ?? refreshTokenFromCookies(req.headers.cookie);
    if (!token) throw new BadRequestException('refreshToken is required');
    try {
      const { session, profile } = await this.sessions.rotate(token);
      reply.header('set-cookie', refreshCookie(session.tokens.refreshToken, session.refreshExpiresAt));
      return { ...session.tokens, user: toUserProfile(profile) };
    } catch (error) {
      // A refused cookie is dead for good: the browser need not keep sending it.
      if (error instanceof UnauthorizedException && !body.refreshToken)
        reply.header('set-cookie', clearedRefreshCookie());
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(204)
  @ApiNoContent()
  async logout(
    @Body() body: LogoutDto,
    @CurrentUser() user: AccessTokenClaims,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const token = body.refreshToken ?? refreshTokenFromCookies(req.headers.cookie);
    await this.sessions.revoke(token, user.sub, user.sid);
    reply.header('set-cookie', clearedRefreshCookie());
  }

  /** The link logged at sign-up (no email sender yet): verifies, then sends the browser to the login page. */
  @Public()
  @Get('verify-email')
  @Redirect('/auth?verified=1', 302)
  @ApiResponse({ status: 302, description: 'To /auth?verified=1 (or 0 for an unknown or used link)' })
  async verifyEmail(@Query('token') token: string): Promise<{ url: string } | void> {
    const verified = await this.verification.verify(token);
    if (!verified) return { url: '/auth?verified=0' };
  }
}
