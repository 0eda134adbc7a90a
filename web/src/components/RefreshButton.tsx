import { Button, type ButtonProps } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

/** What a list's Refresh button needs of its RTK Query hook's result. */
export interface RefreshableQuery {
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A list page's "Refresh": asks the list again, and spins while a refresh is under way (the first load
 * has the list's own loading state, so the button stays still then).
 */
export function RefreshButton({
  query,
  ...button
}: { query: RefreshableQuery } & Pick<ButtonProps, 'type' | 'size'>) {
  const { isLoading, isFetching, refetch } = query;
  return (
    <Button
      {...button}
      icon={<ReloadOutlined aria-hidden />}
      onClick={() => void refetch()}
      loading={isFetching && !isLoading}
    >
      Refresh
    </Button>
  );
}
