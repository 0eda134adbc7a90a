import { memo, useMemo, useRef } from 'react';
import {
  Alert,
  Button,
  Col,
  Flex,
  Form,
  Input,
  Radio,
  Row,
  Select,
  Typography,
  type FormInstance,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { TextAreaRef } from 'antd/es/input/TextArea.js';
import type { WhatsAppRecipientType } from '@ihe/contracts';
import { ruleFrom } from '../../components/form-rule.js';
import { MessagePreview } from './MessagePreview.js';
import { samplePlaceholderValues } from './sample-order.js';
import {
  checkProviderLanguage,
  checkProviderName,
  checkTemplateBody,
  insertPlaceholder,
  MAX_TEMPLATE_PARAMETERS,
  TEMPLATE_TITLES,
  type EditableTemplateName,
  type TemplateDraft,
} from './template-form.js';
import { MAX_TEXT_LENGTH } from './template-preview.js';
import { TEMPLATE_RULE_MESSAGES } from './whatsapp-page-messages.js';

interface Props {
  form: FormInstance;
  name: EditableTemplateName;
  recipient: WhatsAppRecipientType;
  placeholders: string[];
}

const MODE_OPTIONS = [
  { value: 'text', label: 'Text message' },
  { value: 'template', label: 'Approved template' },
];

/**
 * One template: text with placeholder chips, or an approved template; the live preview beside it.
 * Memoised: typing in one template re-renders that one only (it watches its own fields).
 */
export const TemplateEditor = memo(function TemplateEditor({ form, name, recipient, placeholders }: Props) {
  const path = ['templates', name];
  const draft = Form.useWatch(path, { form, preserve: true }) as TemplateDraft | undefined;
  const textArea = useRef<TextAreaRef>(null);
  // The sample's times are fixed while the page is open, so the preview does not jump.
  const values = useMemo(() => samplePlaceholderValues(recipient, new Date()), [recipient]);
  const mode = draft?.mode ?? 'text';
  const bodyId = `template-${name}-body`;

  function insert(placeholder: string) {
    const element = textArea.current?.resizableTextArea?.textArea;
    const body = (form.getFieldValue([...path, 'body']) as string | undefined) ?? '';
    const selection = element
      ? { start: element.selectionStart, end: element.selectionEnd }
      : { start: body.length, end: body.length };
    const next = insertPlaceholder(body, selection, placeholder);
    form.setFieldValue([...path, 'body'], next.text);
    void form.validateFields([[...path, 'body']]).catch(() => undefined);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  }

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={14}>
        <Typography.Paragraph type="secondary">{TEMPLATE_TITLES[name].description}</Typography.Paragraph>
        <Form.Item name={[...path, 'mode']} label="Send as">
          <Radio.Group optionType="button" buttonStyle="solid" options={MODE_OPTIONS} />
        </Form.Item>

        {mode === 'text' ? (
          <>
            {(recipient === 'vendor' || recipient === 'customer') && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 16 }}
                title="WhatsApp delivers free text only within 24 hours of the recipient's last message to your business number."
                description="For vendors and customers who have not written first, use an approved template."
              />
            )}
            <Form.Item
              name={[...path, 'body']}
              label="Message text"
              rules={[ruleFrom((body: string | undefined) => checkTemplateBody(body, placeholders))]}
              extra={`${(draft?.body ?? '').length} / ${MAX_TEXT_LENGTH} characters. *Stars* make text bold.`}
            >
              <Input.TextArea ref={textArea} autoSize={{ minRows: 8, maxRows: 18 }} spellCheck />
            </Form.Item>
            <Typography.Text strong id={`${bodyId}-chips`}>
              Insert a placeholder
            </Typography.Text>
            <Flex
              wrap
              gap={6}
              role="group"
              aria-labelledby={`${bodyId}-chips`}
              style={{ margin: '8px 0 16px' }}
            >
              {placeholders.map((placeholder) => (
                <Button
                  key={placeholder}
                  size="small"
                  className="ihe-wa-chip"
                  onClick={() => insert(placeholder)}
                  aria-label={`Insert ${placeholder}`}
                >
                  {`{{${placeholder}}}`}
                </Button>
              ))}
            </Flex>
          </>
        ) : (
          <>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="Sent as a template approved in WhatsApp Manager."
              description="Its body parameters {{1}}, {{2}}… are filled in order with the placeholders chosen below. The text of the text mode is kept."
            />
            <Row gutter={12}>
              <Col xs={24} sm={16}>
                <Form.Item
                  name={[...path, 'providerName']}
                  label="Template name"
                  rules={[ruleFrom((value: string | undefined) => checkProviderName(value, 'template'))]}
                >
                  <Input autoComplete="off" placeholder="e.g. new_order_alert" spellCheck={false} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8}>
                <Form.Item
                  name={[...path, 'providerLanguage']}
                  label="Language"
                  rules={[ruleFrom((value: string | undefined) => checkProviderLanguage(value, 'template'))]}
                >
                  <Input autoComplete="off" placeholder="en" spellCheck={false} />
                </Form.Item>
              </Col>
            </Row>
            <Form.List name={[...path, 'parameters']}>
              {(fields, { add, remove }) => (
                <fieldset className="ihe-wa-parameters">
                  <legend>Parameters</legend>
                  {fields.length === 0 && (
                    <Typography.Paragraph type="secondary">
                      None: the template&apos;s text is sent as approved.
                    </Typography.Paragraph>
                  )}
                  {fields.map((field, index) => (
                    <Flex key={field.key} gap={8} align="flex-start">
                      <Form.Item
                        name={field.name}
                        label={`{{${index + 1}}}`}
                        style={{ flex: 1, marginBottom: 12 }}
                        rules={[{ required: true, message: TEMPLATE_RULE_MESSAGES.parameterRequired }]}
                      >
                        <Select
                          showSearch
                          placeholder="Placeholder"
                          options={placeholders.map((placeholder) => ({
                            value: placeholder,
                            label: placeholder,
                          }))}
                        />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={`Remove parameter ${index + 1}`}
                        onClick={() => remove(field.name)}
                        style={{ marginTop: 30 }}
                      />
                    </Flex>
                  ))}
                  <Button
                    icon={<PlusOutlined aria-hidden />}
                    onClick={() => add()}
                    disabled={fields.length >= MAX_TEMPLATE_PARAMETERS}
                  >
                    Add parameter
                  </Button>
                </fieldset>
              )}
            </Form.List>
          </>
        )}
      </Col>
      <Col xs={24} lg={10}>
        {draft && <MessagePreview draft={draft} recipient={recipient} values={values} />}
      </Col>
    </Row>
  );
});
