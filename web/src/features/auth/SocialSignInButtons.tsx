import { Button, Flex, Typography } from 'antd';
import { AppleFilled, GoogleOutlined } from '@ant-design/icons';

/** Google and Apple are displayed with no behaviour (spec 1 §2); disabled so they do not pretend to work. */
export function SocialSignInButtons() {
  return (
    <Flex vertical gap={8}>
      <Flex gap={12}>
        <Button
          block
          icon={<GoogleOutlined />}
          disabled
          aria-label="Continue with Google (not available yet)"
        >
          Google
        </Button>
        <Button block icon={<AppleFilled />} disabled aria-label="Continue with Apple (not available yet)">
          Apple
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 13, textAlign: 'center' }}>
        Google and Apple sign-in are coming soon.
      </Typography.Text>
    </Flex>
  );
}
