import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Switch, Typography } from 'antd';
import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import type { WhatsAppConfigView, WhatsAppTestResult } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { formatDateTime } from '../../components/date-format.js';
import { ruleFrom } from '../../components/form-rule.js';
import { toast } from '../../components/toast.js';
import { AccessTokenInput } from './AccessTokenInput.js';
import {
  checkAccessToken,
  checkBusinessPhoneId,
  checkEnable,
  checkWhatsAppNumber,
  configFormValues,
  configUpdateRequest,
  hasConfigChanges,
  testButtonState,
  type ConfigFormValues,
} from './config-form.js';
import { CONFIG_RULE_MESSAGES, WHATSAPP_TOASTS } from './whatsapp-page-messages.js';
import { useTestWhatsAppMutation, useUpdateWhatsAppConfigMutation } from './whatsapp-admin-api.js';

const NUMBER_HINT = 'Include country code, e.g. +2348012345678';

/** The settings form with Test and Save Configuration (spec 2 §2, toasts of §8). */
export function ConfigForm({ config }: { config: WhatsAppConfigView }) {
  const [form] = Form.useForm<ConfigFormValues>();
  const initial = configFormValues(config);
  const values = { ...initial, ...(Form.useWatch([], form) as Partial<ConfigFormValues> | undefined) };
  const [save, saving] = useUpdateWhatsAppConfigMutation();
  const [runTest] = useTestWhatsAppMutation();
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<WhatsAppTestResult | null>(null);
  const unsaved = hasConfigChanges(config, values);
  const test = testButtonState({ switchOn: values.enabled, unsavedChanges: unsaved });

  // New saved settings (this form's save, or a fresh read): the fields show them, the token masked. In
  // place rather than remounted, so a test that saved first keeps its result.
  useEffect(() => form.setFieldsValue(configFormValues(config)), [config, form]);

  /** True when saved. */
  async function saveChanges(submitted: ConfigFormValues): Promise<boolean> {
    setTestResult(null);
    const result = await save(configUpdateRequest(config, submitted));
    if ('error' in result) {
      toast.error(describeApiError(result.error).message ?? WHATSAPP_TOASTS.saveFailed);
      return false;
    }
    toast.success(result.data.message || WHATSAPP_TOASTS.saved);
    return true;
  }

  async function sendTest() {
    const result = await runTest();
    if ('error' in result) {
      toast.error(WHATSAPP_TOASTS.testError);
      return;
    }
    setTestResult(result.data);
    if (result.data.success) toast.success(WHATSAPP_TOASTS.testSent);
    else toast.error(WHATSAPP_TOASTS.testFailed);
  }

  async function onTest() {
    setTesting(true);
    setTestResult(null);
    try {
      if (test.savesFirst) {
        const submitted = await form.validateFields().catch(() => null);
        if (!submitted || !(await saveChanges(submitted))) return;
      }
      await sendTest();
    } finally {
      setTesting(false);
    }
  }

  return (
    <Card title="Configuration">
      <Form<ConfigFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(submitted) => void saveChanges(submitted)}
        aria-label="WhatsApp configuration"
        requiredMark={false}
      >
        <Form.Item
          name="enabled"
          label="Enable WhatsApp Notifications"
          valuePropName="checked"
          dependencies={['businessPhoneId', 'accessToken']}
          extra="When on, every new order is announced on WhatsApp."
          rules={[
            ruleFrom<boolean>((enabled) => checkEnable({ ...form.getFieldsValue(), enabled: !!enabled })),
          ]}
        >
          <Switch checkedChildren="On" unCheckedChildren="Off" />
        </Form.Item>

        <Form.Item
          name="businessPhoneId"
          label="Business Phone ID"
          extra="The Phone number ID from WhatsApp → API Setup in your Meta app (not the phone number itself)."
          rules={[ruleFrom(checkBusinessPhoneId)]}
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="e.g. 109876543210987" />
        </Form.Item>

        {config.whatsappAccessTokenProblem && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={config.whatsappAccessTokenProblem}
          />
        )}
        <Form.Item
          name="accessToken"
          label="Access Token"
          extra={
            config.whatsappAccessTokenSet
              ? 'A token is saved (shown masked). Type or paste a new token to replace it.'
              : 'A permanent token from Meta Business Settings → System users.'
          }
          rules={[ruleFrom((token: string | undefined) => checkAccessToken(token, config))]}
        >
          <AccessTokenInput mask={config.whatsappAccessToken} />
        </Form.Item>

        <Form.Item
          name="adminNumber"
          label="Admin WhatsApp Number"
          extra={NUMBER_HINT}
          rules={[
            ruleFrom(checkWhatsAppNumber),
            {
              warningOnly: true,
              validator: (_rule, value: string | undefined) =>
                form.getFieldValue('enabled') && !(value ?? '').trim()
                  ? Promise.reject(new Error(CONFIG_RULE_MESSAGES.adminNumberAdvice))
                  : Promise.resolve(),
            },
          ]}
          dependencies={['enabled']}
        >
          <Input inputMode="tel" autoComplete="off" placeholder="+2348012345678" />
        </Form.Item>

        <Form.Item
          name="companyNumber"
          label="Company WhatsApp Number"
          extra={`${NUMBER_HINT}. Receives each order to process.`}
          rules={[ruleFrom(checkWhatsAppNumber)]}
        >
          <Input inputMode="tel" autoComplete="off" placeholder="+2348012345678" />
        </Form.Item>

        {testResult && (
          <Alert
            role="status"
            showIcon
            style={{ marginBottom: 16 }}
            type={testResult.success ? 'success' : 'error'}
            title={testResult.success ? 'Test Passed' : 'Test Failed'}
            description={
              testResult.success
                ? `A test message was sent to ${config.adminWhatsappNumber}.`
                : (testResult.error ?? WHATSAPP_TOASTS.testFailed)
            }
            closable={{ 'aria-label': 'Dismiss test result', onClose: () => setTestResult(null) }}
          />
        )}

        <Flex gap={12} wrap className="ihe-wa-actions">
          <Button
            icon={<SendOutlined aria-hidden />}
            onClick={() => void onTest()}
            disabled={test.disabled || (saving.isLoading && !testing)}
            loading={testing}
            aria-describedby={test.note ? 'whatsapp-test-note' : undefined}
          >
            Test Connection
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined aria-hidden />}
            loading={saving.isLoading && !testing}
            disabled={!unsaved || testing}
          >
            Save Configuration
          </Button>
        </Flex>
        {test.note && (
          <Typography.Text type="secondary" id="whatsapp-test-note" className="ihe-wa-hint">
            {test.note}
          </Typography.Text>
        )}
        <Typography.Paragraph type="secondary" className="ihe-wa-footnote">
          Sends through {config.whatsappApiUrl}
          {config.updatedAt ? ` · last saved ${formatDateTime(config.updatedAt)}` : ''}
        </Typography.Paragraph>
      </Form>
    </Card>
  );
}
