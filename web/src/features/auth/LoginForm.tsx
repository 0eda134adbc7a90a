import { useState } from 'react';
import { Alert, Flex, Form, Input } from 'antd';
import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, GUARD_MESSAGES, normalizeEmail } from '@ihe/contracts';
import { useAppDispatch } from '../../app/hooks.js';
import { ruleFrom } from '../../components/form-rule.js';
import { SubmitWhenValid } from '../../components/SubmitWhenValid.js';
import { toast } from '../../components/toast.js';
import { guardToastKey } from '../guards/guard-toast-key.js';
import {
  afterFailure,
  isLocked,
  lockMinutesLeft,
  readAttempts,
  remainingAttemptsNotice,
} from './login-attempts.js';
import {
  isLoginFormValid,
  loginEmailError,
  loginPasswordError,
  type LoginFormValues,
} from './login-form-rules.js';
import { signIn } from './sign-in.js';
import { useLoginLockout } from './use-login-lockout.js';
import { usePostLoginRedirect } from './use-post-login-redirect.js';

/** One login error toast at a time: each replaces the last, so a lock never stacks on "Invalid email or password". */
const showLoginError = (text: string) => toast.error(text, 'login-error');

/** The Login tab (spec 1 §2, §4, §5, §8). */
export function LoginForm({ initialEmail }: { initialEmail?: string }) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<LoginFormValues>();
  const values = Form.useWatch((all: LoginFormValues) => all, form) ?? {};
  const email = normalizeEmail(values.email ?? '');
  const lockout = useLoginLockout(email);
  const { goToTarget } = usePostLoginRedirect();
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ email: rawEmail = '', password = '' }: LoginFormValues) => {
    const address = normalizeEmail(rawEmail);
    const now = Date.now();
    const stored = readAttempts(address, now);
    if (isLocked(stored, now)) {
      showLoginError(AUTH_MESSAGES.localLockToast(lockMinutesLeft(stored, now)));
      return;
    }
    setSubmitting(true);
    const outcome = await dispatch(signIn({ email: address, password }));
    setSubmitting(false);
    if (outcome.ok) {
      lockout.clear();
      toast.success(AUTH_MESSAGES.loggedIn);
      // Keyed as the sales area's guard keys its own notice: a login that goes on to that area says it once.
      if (outcome.user.role === 'sales_manager' && outcome.user.isApproved !== true)
        toast.warning(AUTH_MESSAGES.salesManagerPending, guardToastKey(GUARD_MESSAGES.salesManagerPending));
      goToTarget();
      return;
    }
    if (outcome.status === 429) {
      const record = lockout.recordServerLock(outcome.lockedForMinutes);
      // This failure was the last one counted here: the local limit's toast (spec 1 §8). An email
      // locked before this browser counted anything (elsewhere) gets the server's own text.
      const reachedHere = isLocked(afterFailure(stored, now), now);
      showLoginError(
        reachedHere
          ? AUTH_MESSAGES.localLockToast(lockMinutesLeft(record, Date.now()))
          : (outcome.message ?? AUTH_MESSAGES.locked(outcome.lockedForMinutes ?? 15)),
      );
      return;
    }
    if (outcome.status === 401) {
      const record = lockout.recordFailure(outcome.attemptsRemaining);
      if (isLocked(record, Date.now())) {
        showLoginError(AUTH_MESSAGES.localLockToast(lockMinutesLeft(record, Date.now())));
        return;
      }
    }
    showLoginError(outcome.message ?? AUTH_MESSAGES.loginFailed);
  };

  const disabled = submitting || lockout.locked;
  return (
    <Form<LoginFormValues>
      form={form}
      // Prefixes the field ids (login_email…): both tabs stay in the page, and each label must reach its own input.
      name="login"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ email: initialEmail }}
      disabled={disabled}
      aria-label="Login"
    >
      {lockout.locked && (
        <Alert
          type="error"
          showIcon
          title={AUTH_MESSAGES.lockBanner}
          style={{ marginBottom: 16 }}
          role="alert"
        />
      )}
      {lockout.showNotice && (
        <Alert
          type="warning"
          showIcon
          title={remainingAttemptsNotice(lockout.remaining)}
          style={{ marginBottom: 16 }}
          role="status"
        />
      )}
      <Form.Item
        label="Email"
        name="email"
        rules={[ruleFrom(loginEmailError)]}
        normalize={(value: string) => value.trim().toLowerCase()}
      >
        <Input
          prefix={<MailOutlined />}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
        />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[ruleFrom(loginPasswordError)]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          placeholder="Your password"
        />
      </Form.Item>
      <Flex justify="flex-end" style={{ marginTop: -12, marginBottom: 16 }}>
        <Link to="/forgot-password">Forgot password?</Link>
      </Flex>
      <SubmitWhenValid<LoginFormValues>
        isValid={isLoginFormValid}
        disabled={disabled}
        block
        size="large"
        loading={submitting}
      >
        Login
      </SubmitWhenValid>
    </Form>
  );
}
