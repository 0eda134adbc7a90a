import { Result } from 'antd';
import { LinkButton } from '../../components/LinkButton.js';

export function AccessDenied({ title, message }: { title: string; message: string }) {
  return (
    <Result
      status="403"
      title={title}
      subTitle={message}
      extra={
        <LinkButton type="primary" to="/">
          Back to Home
        </LinkButton>
      }
    />
  );
}
