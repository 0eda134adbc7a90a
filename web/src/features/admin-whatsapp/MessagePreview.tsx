import { Empty, Flex, Typography } from 'antd';
import type { WhatsAppRecipientType } from '@ihe/contracts';
import { RECIPIENT_LABELS } from './notification-labels.js';
import { renderTemplatePreview, templateParametersPreview, type PreviewValues } from './template-preview.js';
import type { TemplateDraft } from './template-form.js';
import { whatsAppSpans } from './whatsapp-formatting.js';

interface Props {
  draft: TemplateDraft;
  recipient: WhatsAppRecipientType;
  values: PreviewValues;
}

/** The message as the recipient would get it for the sample order, in a chat bubble. */
export function MessagePreview({ draft, recipient, values }: Props) {
  return (
    <section className="ihe-wa-preview" aria-label={`Preview of the ${RECIPIENT_LABELS[recipient]} message`}>
      <Typography.Text type="secondary" className="ihe-wa-preview-label">
        Preview · sample order to the {RECIPIENT_LABELS[recipient].toLowerCase()}
      </Typography.Text>
      <div className="ihe-wa-chat">
        {draft.mode === 'text' ? <TextBubble text={renderTemplatePreview(draft.body ?? '', values)} /> : null}
        {draft.mode === 'template' ? <TemplateBubble draft={draft} values={values} /> : null}
      </div>
    </section>
  );
}

function TextBubble({ text }: { text: string }) {
  if (text.trim() === '') return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No text yet" />;
  return (
    <div className="ihe-wa-bubble" data-testid="message-preview">
      {whatsAppSpans(text).map((span, index) =>
        span.bold ? <strong key={index}>{span.text}</strong> : <span key={index}>{span.text}</span>,
      )}
    </div>
  );
}

function TemplateBubble({ draft, values }: { draft: TemplateDraft; values: PreviewValues }) {
  const parameters = templateParametersPreview(draft.parameters ?? [], values);
  return (
    <div className="ihe-wa-bubble" data-testid="message-preview">
      <Typography.Text strong>
        Approved template {draft.providerName?.trim() || '(name not set)'} ·{' '}
        {draft.providerLanguage?.trim() || '?'}
      </Typography.Text>
      {parameters.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0' }}>
          No parameters: the template&apos;s own text is sent as approved.
        </Typography.Paragraph>
      ) : (
        <Flex vertical gap={4} style={{ marginTop: 6 }}>
          {parameters.map((parameter) => (
            <div key={parameter.slot}>
              <Typography.Text code>{parameter.slot}</Typography.Text>{' '}
              <Typography.Text type="secondary">{parameter.placeholder}:</Typography.Text> {parameter.value}
            </div>
          ))}
        </Flex>
      )}
    </div>
  );
}
