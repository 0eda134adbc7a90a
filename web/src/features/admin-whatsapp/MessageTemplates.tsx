import { useEffect, useMemo } from 'react';
import {
  Alert,
  Button,
  Card,
  Flex,
  Form,
  Popconfirm,
  Skeleton,
  Tabs,
  Typography,
  type FormInstance,
} from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import type { WhatsAppTemplatesView } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { toast } from '../../components/toast.js';
import { TemplateEditor } from './TemplateEditor.js';
import {
  editableTemplates,
  TEMPLATE_TITLES,
  templateChanges,
  templateDrafts,
  type EditableTemplateName,
  type EditableTemplateView,
  type TemplateDrafts,
} from './template-form.js';
import { WHATSAPP_TOASTS } from './whatsapp-page-messages.js';
import { useGetWhatsAppTemplatesQuery, useUpdateWhatsAppTemplatesMutation } from './whatsapp-admin-api.js';

/**
 * The four message templates (spec 2 §7) and the single notices (order shipped or delivered, low
 * stock) with their delivery mode and a live preview.
 */
export function MessageTemplates() {
  const { data, isLoading, isError, isFetching, refetch } = useGetWhatsAppTemplatesQuery();
  useEffect(() => {
    if (isError) toast.error(WHATSAPP_TOASTS.templatesLoadFailed, 'whatsapp-templates');
  }, [isError]);

  if (isError)
    return (
      <Alert
        type="error"
        showIcon
        title={WHATSAPP_TOASTS.templatesLoadFailed}
        action={
          <Button size="small" onClick={() => void refetch()} loading={isFetching}>
            Retry
          </Button>
        }
      />
    );
  if (isLoading || !data)
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  // Remounted when the saved templates change, so the form starts from them.
  const version = editableTemplates(data)
    .map((template) => `${template.name}@${template.updatedAt}`)
    .join('|');
  return <TemplatesForm key={version} view={data} />;
}

function TemplatesForm({ view }: { view: WhatsAppTemplatesView }) {
  const [form] = Form.useForm<{ templates: TemplateDrafts }>();
  const [params, setParams] = useSearchParams();
  const initial = useMemo(() => ({ templates: templateDrafts(view) }), [view]);
  const drafts =
    (Form.useWatch('templates', { form, preserve: true }) as TemplateDrafts | undefined) ?? initial.templates;
  const changes = templateChanges(view, drafts);
  const changed = new Set(changes.map((change) => change.name));
  const [save, saving] = useUpdateWhatsAppTemplatesMutation();
  const orderNames = view.templates.map((template) => template.name as EditableTemplateName);
  const notices = view.notices ?? [];
  const noticeNames = notices.map((notice) => notice.name as EditableTemplateName);
  const names = [...orderNames, ...noticeNames];
  const requested = params.get('template') as EditableTemplateName | null;
  // Each group keeps its own open tab; the URL names the one last chosen.
  const activeIn = (group: EditableTemplateName[]) =>
    requested && group.includes(requested) ? requested : group[0];
  const show = (name: EditableTemplateName) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('template', name);
        return next;
      },
      { replace: true },
    );

  async function onSave() {
    const all = form.getFieldsValue(true) as { templates: TemplateDrafts };
    const result = await save({ templates: templateChanges(view, all.templates) });
    if ('error' in result)
      toast.error(describeApiError(result.error).message ?? WHATSAPP_TOASTS.templatesSaveFailed);
    else toast.success(WHATSAPP_TOASTS.templatesSaved);
  }

  return (
    <Card>
      <Typography.Paragraph type="secondary">
        What each recipient receives when an order is placed. Placeholders such as{' '}
        <Typography.Text code>{'{{order_id}}'}</Typography.Text> are replaced with the order&apos;s details.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={() => void onSave()}
        onFinishFailed={({ errorFields }) => {
          const name = errorFields[0]?.name[1];
          if (typeof name === 'string' && names.includes(name as EditableTemplateName))
            show(name as EditableTemplateName);
        }}
        aria-label="Message templates"
        requiredMark={false}
      >
        <TemplateTabs
          label="Order messages"
          templates={view.templates}
          active={activeIn(orderNames)}
          changed={changed}
          placeholdersOf={() => view.placeholders}
          onShow={show}
          form={form}
        />
        {notices.length > 0 && (
          <section aria-labelledby="wa-notice-templates" className="ihe-wa-notices">
            <Typography.Title level={3} id="wa-notice-templates" style={{ fontSize: 18 }}>
              Status and stock notices
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              One message to one person after an event: a buyer when a vendor ships or delivers, a vendor when
              a product runs low.
            </Typography.Paragraph>
            <TemplateTabs
              label="Status and stock notices"
              templates={notices}
              active={activeIn(noticeNames)}
              changed={changed}
              placeholdersOf={(template) => ('placeholders' in template ? template.placeholders : [])}
              onShow={show}
              form={form}
            />
          </section>
        )}
        <Flex gap={12} wrap className="ihe-wa-actions">
          <Button
            type="primary"
            htmlType="submit"
            icon={<SaveOutlined aria-hidden />}
            loading={saving.isLoading}
            disabled={changes.length === 0}
          >
            Save Templates
          </Button>
          <Popconfirm
            title="Discard your changes to the templates?"
            okText="Discard"
            cancelText="Keep editing"
            onConfirm={() => form.resetFields()}
          >
            <Button icon={<UndoOutlined aria-hidden />} disabled={changes.length === 0 || saving.isLoading}>
              Discard changes
            </Button>
          </Popconfirm>
        </Flex>
      </Form>
    </Card>
  );
}

interface TemplateTabsProps {
  label: string;
  templates: EditableTemplateView[];
  active: EditableTemplateName | undefined;
  changed: Set<EditableTemplateName>;
  placeholdersOf: (template: EditableTemplateView) => string[];
  onShow: (name: EditableTemplateName) => void;
  form: FormInstance;
}

/** One group of templates as tabs, each tab an editor with its preview. */
function TemplateTabs({
  label,
  templates,
  active,
  changed,
  placeholdersOf,
  onShow,
  form,
}: TemplateTabsProps) {
  return (
    <Tabs
      aria-label={label}
      activeKey={active}
      onChange={(key) => onShow(key as EditableTemplateName)}
      items={templates.map((template) => ({
        key: template.name,
        label: (
          <>
            {TEMPLATE_TITLES[template.name].title}
            {changed.has(template.name) && (
              <span className="ihe-wa-edited">
                <span aria-hidden> ●</span>
                <span className="ihe-wa-sr-only"> (unsaved changes)</span>
              </span>
            )}
          </>
        ),
        // Mounted from the start: Save validates every template, not only the visited ones.
        forceRender: true,
        children: (
          <TemplateEditor
            form={form}
            name={template.name}
            recipient={template.recipientType}
            placeholders={placeholdersOf(template)}
          />
        ),
      }))}
    />
  );
}
