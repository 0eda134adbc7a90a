import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Card, Divider, Flex, Spin, Tabs, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks.js';
import type { SessionStatus } from '../session/session-slice.js';
import { BrandLogo } from '../../components/BrandLogo.js';
import { LoginForm } from './LoginForm.js';
import { SocialSignInButtons } from './SocialSignInButtons.js';
import { safeRedirectTarget } from './redirect-target.js';

export type AuthTab = 'login' | 'signup';

/**
 * Most visitors of /auth log in: the sign-up form (its selects, strength meter and checkbox, ~30 KB gzip)
 * loads when the browser is idle after the page, or at once when Sign Up is the tab shown.
 */
const loadSignupForm = () => import('./SignupForm.js');
const SignupForm = lazy(() => loadSignupForm().then((m) => ({ default: m.SignupForm })));

function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(() => void load(), 1000);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(() => void load(), { timeout: 3000 });
  return () => window.cancelIdleCallback(handle);
}

export function authTabOf(raw: string | null): AuthTab {
  return raw === 'signup' ? 'signup' : 'login';
}

const UNDERLINED = { textDecoration: 'underline' } as const;

/** Where a visitor stands on arrival: known once the stored session (if any) has been checked. */
function arrivalOf(status: SessionStatus): 'signedIn' | 'guest' | undefined {
  if (status === 'checking') return undefined;
  return status === 'signedIn' ? 'signedIn' : 'guest';
}

/** The email verification link lands here with `verified=1` (done) or `verified=0` (unknown or used link). */
const EMAIL_VERIFIED: Record<string, { type: 'success' | 'error'; text: string } | undefined> = {
  '1': { type: 'success', text: 'Your email is verified. You can log in.' },
  '0': { type: 'error', text: 'This verification link is invalid or has already been used.' },
};

/** /auth (spec 1 §2): a centred card with the Login and Sign Up tabs; the tab lives in the URL. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab = authTabOf(params.get('tab'));
  // Someone who arrives signed in goes straight on, also when the stored session is still being checked
  // (the page waits for the answer rather than showing a login form it then leaves); a login made here
  // redirects itself after 100 ms.
  const status = useAppSelector((state) => state.session.status);
  const [arrival, setArrival] = useState(arrivalOf(status));
  useEffect(() => setArrival((known) => known ?? arrivalOf(status)), [status]);
  const [loginEmail, setLoginEmail] = useState<string | undefined>(undefined);
  useEffect(() => preloadWhenIdle(loadSignupForm), []);

  const showTab = (next: AuthTab) => {
    const nextParams = new URLSearchParams(params);
    if (next === 'login') nextParams.delete('tab');
    else nextParams.set('tab', next);
    setParams(nextParams, { replace: true });
  };

  if (arrival === 'signedIn') return <Navigate to={safeRedirectTarget(params.get('redirect'))} replace />;
  if (arrival === undefined)
    return (
      <main className="ihe-auth-page">
        <Flex justify="center" style={{ paddingTop: 96 }} role="status">
          <Spin description="Checking your session…" />
        </Flex>
      </main>
    );
  const verified = EMAIL_VERIFIED[params.get('verified') ?? ''];

  return (
    <main className="ihe-auth-page">
      <div className="ihe-auth-card">
        <Link to="/" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBottom: 12 }}>
          <ArrowLeftOutlined /> Back to Home
        </Link>
        <Card variant="borderless" style={{ boxShadow: '0 8px 30px rgba(20, 48, 26, 0.10)' }}>
          <Flex vertical align="center" gap={4} style={{ marginBottom: 8 }}>
            <BrandLogo />
            <Typography.Title level={1} style={{ fontSize: 24, margin: '12px 0 0' }}>
              {tab === 'login' ? 'Welcome back' : 'Create your account'}
            </Typography.Title>
            <Typography.Text type="secondary">Fresh farm produce at wholesale prices</Typography.Text>
          </Flex>
          {verified && (
            <Alert showIcon type={verified.type} title={verified.text} style={{ marginBottom: 8 }} />
          )}
          <Tabs
            centered
            size="large"
            activeKey={tab}
            onChange={(key) => showTab(key as AuthTab)}
            items={[
              {
                key: 'login',
                label: 'Login',
                children: <LoginForm key={loginEmail} initialEmail={loginEmail} />,
              },
              {
                key: 'signup',
                label: 'Sign Up',
                children: (
                  <Suspense
                    fallback={
                      <Flex justify="center" style={{ minHeight: 320, paddingTop: 48 }} role="status">
                        <Spin description="Loading the sign-up form…" />
                      </Flex>
                    }
                  >
                    <SignupForm
                      onNeedsLogin={(email) => {
                        setLoginEmail(email);
                        showTab('login');
                      }}
                    />
                  </Suspense>
                ),
              },
            ]}
          />
          <Divider plain style={{ margin: '20px 0 16px' }}>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              or continue with
            </Typography.Text>
          </Divider>
          <SocialSignInButtons />
          {tab === 'login' && (
            // Sign Up carries the same links in its terms checkbox.
            <Typography.Paragraph
              type="secondary"
              style={{ fontSize: 13, textAlign: 'center', margin: '16px 0 0' }}
            >
              {/* Underlined: inside text, colour alone would not mark them as links. */}
              By continuing you agree to our{' '}
              <a href="/terms" target="_blank" rel="noopener noreferrer" style={UNDERLINED}>
                Terms of Service
              </a>{' '}
              and{' '}
              <Link to="/privacy" style={UNDERLINED}>
                Privacy Policy
              </Link>
              .
            </Typography.Paragraph>
          )}
        </Card>
      </div>
    </main>
  );
}
