import { useState } from 'react';
import { Alert, Checkbox, Col, Form, Input, Row, Select } from 'antd';
import { Link } from 'react-router-dom';
import { AUTH_MESSAGES, LIMITS, type SignupRole } from '@ihe/contracts';
import { useAppDispatch } from '../../app/hooks.js';
import { describeApiError } from '../../app/api-error.js';
import { ruleFrom } from '../../components/form-rule.js';
import { SubmitWhenValid } from '../../components/SubmitWhenValid.js';
import { toast } from '../../components/toast.js';
import { authApi } from './auth-api.js';
import { PasswordStrengthMeter } from './PasswordStrengthMeter.js';
import { signIn } from './sign-in.js';
import {
  buildSignupRequest,
  isSignupFormValid,
  secondRoundErrors,
  signupFieldError,
  type SignupField,
  type SignupFormValues,
} from './signup-form-rules.js';
import { usePostLoginRedirect } from './use-post-login-redirect.js';

export const ROLE_OPTIONS: { value: SignupRole; label: string }[] = [
  { value: 'consumer', label: 'Consumer (Buyer)' },
  { value: 'vendor', label: 'Vendor/Farmer' },
  { value: 'sales_manager', label: 'Sales Manager' },
];

const SUCCESS_TOASTS: Record<SignupRole, string> = {
  consumer: AUTH_MESSAGES.signupConsumer,
  vendor: AUTH_MESSAGES.signupVendor,
  sales_manager: AUTH_MESSAGES.signupSalesManager,
};

interface Props {
  /** Sign-up worked but the automatic login did not: continue on the Login tab. */
  onNeedsLogin: (email: string) => void;
}

/** The Sign Up tab (spec 1 §2, §5, §8). Sign-up returns no tokens, so it logs in with the same credentials. */
export function SignupForm({ onNeedsLogin }: Props) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<SignupFormValues>();
  const values = Form.useWatch((all: SignupFormValues) => all, form) ?? {};
  const { goToTarget } = usePostLoginRedirect();
  const [submitting, setSubmitting] = useState(false);
  const role = values.role ?? 'consumer';
  const farmer = values.isFarmer === true;

  // Each rule reads the whole form, so cross-field rules (confirm password) see the current values.
  const rule = (field: SignupField) => ruleFrom(() => signupFieldError(field, form.getFieldsValue()));

  const submit = async (submitted: SignupFormValues) => {
    const firstError = secondRoundErrors(submitted)[0];
    if (firstError) {
      toast.error(firstError.message);
      return;
    }
    const request = buildSignupRequest(submitted);
    setSubmitting(true);
    const result = await dispatch(authApi.endpoints.signup.initiate(request, { track: false }));
    if (result.error || !result.data) {
      setSubmitting(false);
      toast.error(describeApiError(result.error).message ?? AUTH_MESSAGES.signupFailed);
      return;
    }
    toast.success(result.data.message?.trim() || SUCCESS_TOASTS[request.role ?? 'consumer']);
    const login = await dispatch(signIn({ email: request.email, password: request.password }));
    setSubmitting(false);
    if (login.ok) {
      goToTarget();
      return;
    }
    toast.error(login.message ?? AUTH_MESSAGES.loginFailed);
    onNeedsLogin(request.email);
  };

  return (
    <Form<SignupFormValues>
      form={form}
      // Prefixes the field ids (signup_email…): both tabs stay in the page, and each label must reach its own input.
      name="signup"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      initialValues={{ role: 'consumer', isFarmer: false, acceptTerms: false }}
      disabled={submitting}
      aria-label="Sign Up"
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="First Name" name="firstName" rules={[rule('firstName')]}>
            <Input autoComplete="given-name" maxLength={LIMITS.nameMax} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Last Name" name="lastName" rules={[rule('lastName')]}>
            <Input autoComplete="family-name" maxLength={LIMITS.nameMax} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="Email"
        name="email"
        rules={[rule('email')]}
        normalize={(value: string) => value.trim().toLowerCase()}
      >
        <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
      </Form.Item>
      <Form.Item
        label="Phone Number"
        name="phone"
        rules={[rule('phone')]}
        extra="With the country code, e.g. +2348012345678"
      >
        <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="+2348012345678" />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[rule('password')]}
        extra="At least 8 characters, with upper- and lowercase letters and a number."
      >
        <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
      </Form.Item>
      <PasswordStrengthMeter password={values.password} />
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        dependencies={['password']}
        rules={[rule('confirmPassword')]}
      >
        <Input.Password autoComplete="new-password" maxLength={LIMITS.passwordMax} />
      </Form.Item>
      <Form.Item label="I am signing up as" name="role" rules={[rule('role')]}>
        <Select options={ROLE_OPTIONS} aria-label="Role" />
      </Form.Item>

      {role === 'consumer' && (
        <Form.Item label="Delivery Address" name="deliveryAddress" rules={[rule('deliveryAddress')]}>
          <Input.TextArea
            autoComplete="street-address"
            rows={2}
            maxLength={LIMITS.deliveryAddressMax}
            showCount
          />
        </Form.Item>
      )}
      {role === 'vendor' && (
        <>
          <Form.Item name="isFarmer" valuePropName="checked" style={{ marginBottom: 12 }}>
            <Checkbox>I am a farmer</Checkbox>
          </Form.Item>
          <Form.Item
            label={farmer ? 'Farm Name' : 'Business Name'}
            name="businessName"
            rules={[rule('businessName')]}
          >
            <Input autoComplete="organization" maxLength={LIMITS.businessNameMax} />
          </Form.Item>
          <Form.Item
            label={farmer ? 'Farm Address' : 'Business Address'}
            name="businessAddress"
            rules={[rule('businessAddress')]}
          >
            <Input.TextArea rows={2} maxLength={LIMITS.businessAddressMax} showCount />
          </Form.Item>
        </>
      )}
      {role === 'sales_manager' && (
        <>
          <Form.Item label="Company ID Code" name="companyId" rules={[rule('companyId')]}>
            <Input maxLength={LIMITS.companyIdMax} />
          </Form.Item>
          <Alert
            type="info"
            showIcon
            title="The admin verifies your Company ID Code before your sales manager account is approved."
            style={{ marginTop: -8, marginBottom: 16 }}
          />
        </>
      )}

      <Form.Item name="acceptTerms" valuePropName="checked" rules={[rule('acceptTerms')]}>
        <Checkbox>
          I accept the{' '}
          <a href="/terms" target="_blank" rel="noopener noreferrer">
            Terms of Service
          </a>{' '}
          and <Link to="/privacy">Privacy Policy</Link>
        </Checkbox>
      </Form.Item>
      <SubmitWhenValid<SignupFormValues>
        isValid={(current) => current.acceptTerms === true && isSignupFormValid(current)}
        disabled={submitting}
        block
        size="large"
        loading={submitting}
      >
        Create Account
      </SubmitWhenValid>
    </Form>
  );
}
