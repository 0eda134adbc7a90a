import { Card, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import type { ActivityType, SystemActivity } from '@ihe/contracts';
import { formatDateTime } from '../../components/date-format.js';

const ACTIVITY_TAGS: Record<ActivityType, { label: string; color: string }> = {
  admin_action: { label: 'Admin action', color: 'purple' },
  user_registration: { label: 'New user', color: 'blue' },
  new_order: { label: 'New order', color: 'green' },
  other: { label: 'Other', color: 'default' },
};

/** The 10 newest system activities (spec 2 §3, §9), newest first. */
export function RecentActivityCard({ items, loading }: { items: SystemActivity[]; loading: boolean }) {
  return (
    <Card title="Recent Activity" style={{ height: '100%' }}>
      {loading ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : items.length === 0 ? (
        <Empty description="No recent activity" />
      ) : (
        <section aria-label="Recent activity">
          <List
            size="small"
            dataSource={items}
            renderItem={(activity) => {
              const tag = ACTIVITY_TAGS[activity.activityType] ?? ACTIVITY_TAGS.other;
              return (
                <List.Item key={activity.activityId} style={{ paddingInline: 0 }}>
                  <div style={{ width: '100%' }}>
                    <Flex justify="space-between" gap={8} wrap>
                      <Tag color={tag.color}>{tag.label}</Tag>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDateTime(activity.createdAt)}
                      </Typography.Text>
                    </Flex>
                    <Typography.Text style={{ display: 'block', marginTop: 4 }}>
                      {activity.description}
                    </Typography.Text>
                    {activity.userName && (
                      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                        {activity.userName}
                      </Typography.Text>
                    )}
                  </div>
                </List.Item>
              );
            }}
          />
        </section>
      )}
    </Card>
  );
}
