import { useEffect, useState } from 'react';
import { ADMIN_MESSAGES } from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { useGetAdminOverviewQuery, useListRecentActivityQuery } from './admin-dashboard-api.js';

const TOAST_KEY = 'admin-dashboard';

/** The overview and the activity together: one error, one Refresh that says how it went (spec 2 §8). */
export function useAdminDashboard() {
  const overview = useGetAdminOverviewQuery();
  const activity = useListRecentActivityQuery();
  const [refreshing, setRefreshing] = useState(false);
  const isError = overview.isError || activity.isError;

  useEffect(() => {
    if (isError) toast.error(ADMIN_MESSAGES.dashboardFailed, TOAST_KEY);
  }, [isError]);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([overview.refetch().unwrap(), activity.refetch().unwrap()]);
      toast.success(ADMIN_MESSAGES.dashboardRefreshed, TOAST_KEY);
    } catch {
      toast.error(ADMIN_MESSAGES.dashboardFailed, TOAST_KEY);
    } finally {
      setRefreshing(false);
    }
  };

  return {
    overview: overview.data,
    activity: activity.data ?? [],
    overviewLoading: overview.isLoading,
    activityLoading: activity.isLoading,
    isError,
    refreshing,
    refresh,
  };
}
