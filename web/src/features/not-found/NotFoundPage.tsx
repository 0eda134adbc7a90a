import { useEffect } from 'react';
import { Result } from 'antd';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton.js';

/** Any unknown path (spec 1 §2): 404 with a link home; the attempted path is logged. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Result
      status="404"
      // The page's one heading (axe page-has-heading-one), in the Result title's look.
      title={<h1 style={{ font: 'inherit', color: 'inherit', margin: 0 }}>404</h1>}
      subTitle="Sorry, the page you are looking for does not exist."
      extra={
        <LinkButton type="primary" to="/">
          Back to Home
        </LinkButton>
      }
    />
  );
}
