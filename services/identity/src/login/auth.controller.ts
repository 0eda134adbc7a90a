import { Body, Controller, Get, HttpCode, Post, Query, Redirect, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AccessTokenClaims, LoginResponse, SignupResponse } from '@ihe/contracts';
import { CurrentUser, Public, REQUEST_ID_HEADER } from '@ihe/platform';
import { SignupDto } from '../signup/signup.dto.js';
import { SignupService } from '../signup/signup.service.js';
import { SessionsService } from '../sessions/sessions.service.js';
import { toUserProfile } from '../accounts/profile.mapper.js';
import { EmailVerificationService } from '../email-verification/email-verification.service.js';
import { LoginService } from './login.service.js';
import { LoginDto, LogoutDto, RefreshDto } from './login.dto.js';

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
  signup(@Body() body: SignupDto, @Req() req: { headers: Record<string, string> }): Promise<SignupResponse> {
    return this.signups.signup(body, req.headers[REQUEST_ID_HEADER]);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginDto): Promise<LoginResponse> {
    return this.logins.login(body.email, body.password);
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  async refresh(@Body() body: RefreshDto): Promise<LoginResponse> {
    const { tokens, profile } = await this.sessions.rotate(body.refreshToken);
    return { ...tokens, user: toUserProfile(profile) };
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Body() body: LogoutDto, @CurrentUser() user: AccessTokenClaims): Promise<void> {
    await this.sessions.revoke(body.refreshToken, user.sub, user.sid);
  }

  /** The link logged at sign-up (no email sender yet): verifies, then sends the browser to the login page. */
  @Public()
  @Get('verify-email')
  @Redirect('/auth?verified=1', 302)
  async verifyEmail(@Query('token') token: string): Promise<{ url: string } | void> {
    const verified = await this.verification.verify(token);
    if (!verified) return { url: '/auth?verified=0' };
  }
}
