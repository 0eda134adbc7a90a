import { Card, Flex, Result } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton.js';

/** /forgot-password: reset by email does not exist yet, and the page says so. */
export function ForgotPasswordPage() {
  return (
    <main className="ihe-auth-page">
      <div className="ihe-auth-card">
        <Link to="/auth" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginBottom: 12 }}>
          <ArrowLeftOutlined /> Back to Login
        </Link>
        <Card variant="borderless">
          <Result
            status="info"
            // The page's one heading (axe page-has-heading-one), in the Result title's look.
            title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>Forgot your password?</h1>}
            subTitle="Password reset by email is not available yet. Please contact our support team and we will help you get back into your account."
            extra={
              <Flex gap={12} justify="center" wrap>
                <LinkButton type="primary" to="/support">
                  Contact Support
                </LinkButton>
                <LinkButton to="/auth">Back to Login</LinkButton>
              </Flex>
            }
          />
        </Card>
      </div>
    </main>
  );
}
