import { useMemo, useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, Row } from 'antd';
import { PROFILE_MESSAGES, type UserProfile } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { useAppDispatch } from '../../app/hooks.js';
import { toast } from '../../components/toast.js';
import { useUpdateMeMutation } from '../session/me-api.js';
import { profileLoaded } from '../session/session-slice.js';
import {
  isProfileChanged,
  profileFieldRule,
  profileFormValues,
  profileUpdateRequest,
  type ProfileField,
  type ProfileFormValues,
} from './profile-form.js';

const FIELDS: { name: ProfileField; label: string; autoComplete: string; type?: string; wide?: boolean }[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone Number', autoComplete: 'tel', type: 'tel' },
  { name: 'address', label: 'Delivery Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
];

/** The consumer's editable profile (spec 2 §2, §5): Save and Cancel only once something changed. */
export function ProfileForm({ user }: { user: UserProfile }) {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ProfileFormValues>();
  const initial = useMemo(() => profileFormValues(user), [user]);
  const [changed, setChanged] = useState(false);
  const [updateMe, { isLoading: saving }] = useUpdateMeMutation();

  const save = async (values: ProfileFormValues) => {
    const request = profileUpdateRequest(user, values);
    if (Object.keys(request).length === 0) {
      setChanged(false);
      return;
    }
    const result = await updateMe(request);
    if (result.data) {
      // The form remounts with the saved profile (keyed by updatedAt in the page).
      dispatch(profileLoaded(result.data.user));
      if (result.data.emailChangePending) toast.warning(PROFILE_MESSAGES.emailNeedsVerification);
      else toast.success(PROFILE_MESSAGES.updated);
      return;
    }
    toast.error(describeApiError(result.error).message ?? PROFILE_MESSAGES.failed);
  };

  const cancel = () => {
    form.resetFields();
    setChanged(false);
    toast.info(PROFILE_MESSAGES.cancelled);
  };

  return (
    <Card title="Personal Information">
      <Form<ProfileFormValues>
        form={form}
        name="profile"
        aria-label="Profile"
        layout="vertical"
        initialValues={initial}
        disabled={saving}
        requiredMark={false}
        onValuesChange={(_changedValues, all) => setChanged(isProfileChanged(initial, all))}
        onFinish={(values) => void save(values)}
      >
        <Row gutter={16}>
          {FIELDS.map((field) => (
            <Col key={field.name} xs={24} md={field.wide ? 24 : 12}>
              <Form.Item
                name={field.name}
                label={field.label}
                rules={[profileFieldRule(field.name)]}
                validateFirst
              >
                {field.wide ? (
                  <Input.TextArea autoComplete={field.autoComplete} autoSize={{ minRows: 2, maxRows: 4 }} />
                ) : (
                  <Input autoComplete={field.autoComplete} type={field.type} />
                )}
              </Form.Item>
            </Col>
          ))}
        </Row>
        {changed && (
          <Flex gap={12} wrap justify="flex-end">
            <Button onClick={cancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              Save Changes
            </Button>
          </Flex>
        )}
      </Form>
    </Card>
  );
}
