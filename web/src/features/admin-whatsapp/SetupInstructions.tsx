import { Card, Steps, Typography } from 'antd';
import type { WhatsAppConfigView } from '@ihe/contracts';

/** Setup instructions (spec 2 §2); the steps the saved settings already cover show as done. */
export function SetupInstructions({ config }: { config: WhatsAppConfigView | undefined }) {
  const webhookUrl = `${window.location.origin}/api/v1/webhooks/whatsapp`;
  const steps = [
    {
      title: 'Create a WhatsApp Business app',
      content: 'In Meta for Developers, create a Business app and add the WhatsApp product.',
      done: !!config?.whatsappBusinessPhoneId,
    },
    {
      title: 'Copy the Phone number ID',
      content: 'WhatsApp → API Setup shows it under your number. Paste it as the Business Phone ID.',
      done: !!config?.whatsappBusinessPhoneId,
    },
    {
      title: 'Create a permanent access token',
      content:
        'Business Settings → System users → Generate token, with the whatsapp_business_messaging permission.',
      done: !!config?.whatsappAccessTokenSet,
    },
    {
      title: 'Add the numbers',
      content: 'The admin and company numbers, with the country code (+234…).',
      done: !!config?.adminWhatsappNumber,
    },
    {
      title: 'Enable, save and test',
      content: 'Turn notifications on, save, then Test Connection sends a message to the admin number.',
      done: !!config?.whatsappEnabled,
    },
  ];
  // The first step not done yet is the current one; when all are done, none is.
  const next = steps.findIndex((step) => !step.done);
  return (
    <Card title="Setup instructions" size="small">
      <Steps
        orientation="vertical"
        size="small"
        current={next === -1 ? steps.length : next}
        items={steps.map(({ title, content, done }) => ({
          title,
          content,
          status: done ? 'finish' : undefined,
        }))}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
        WhatsApp delivers free text only within 24 hours of the recipient&apos;s last message to your business
        number. For vendors and customers, use approved templates (Message templates tab).
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        To see messages as delivered, subscribe the app&apos;s webhook to <em>messages</em> at:
      </Typography.Paragraph>
      {/* Text that wraps (not a fixed-width input): the whole URL stays visible on any screen. */}
      <Typography.Paragraph
        className="ihe-wa-webhook"
        data-testid="webhook-url"
        copyable={{ text: webhookUrl, tooltips: ['Copy webhook URL', 'Copied'] }}
      >
        <code>{webhookUrl}</code>
      </Typography.Paragraph>
    </Card>
  );
}
