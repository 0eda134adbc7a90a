import { Alert, Card, Descriptions, Skeleton, Typography } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import { DEFAULT_PROFIT_SETTING } from '@ihe/contracts';
import { formatNaira } from '../../components/money.js';
import { useGetProfitSettingQuery } from './add-product-api.js';
import { priceBreakdown } from './price-breakdown.js';

/**
 * The price calculator panel (spec 2 §2, §9): from the base price and the latest active profit setting,
 * what the buyer pays, what the company keeps, and what the vendor earns (the base price).
 */
export function PriceCalculator({
  basePrice,
  bordered = true,
}: {
  basePrice: number | null | undefined;
  bordered?: boolean;
}) {
  const { data, isLoading, isError } = useGetProfitSettingQuery();
  // The server's own default (15 %, minimum 0) while the setting cannot be read; the server prices it anyway.
  const setting = data ?? DEFAULT_PROFIT_SETTING;
  const figures = priceBreakdown(basePrice, setting);
  const percentage = `${setting.profitPercentage}%`;
  const minimum =
    setting.minimumProfitAmount > 0 ? `, at least ${formatNaira(setting.minimumProfitAmount)}` : '';

  return (
    <Card
      size="small"
      variant={bordered ? 'outlined' : 'borderless'}
      title={
        <span>
          <CalculatorOutlined aria-hidden /> Price Calculator
        </span>
      }
      aria-label="Price calculator"
      role="region"
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <>
          {isError && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title="The current margin could not be loaded; the figures use the standard 15%."
            />
          )}
          <Descriptions
            column={1}
            size="small"
            items={[
              {
                key: 'base',
                label: 'Your price (per kg)',
                children: figures ? formatNaira(figures.vendorEarns) : '—',
              },
              {
                key: 'profit',
                label: `Company profit (${percentage}${minimum})`,
                children: figures ? formatNaira(figures.companyProfit) : '—',
              },
              {
                key: 'customer',
                label: 'Customer pays (per kg)',
                children: figures ? <strong>{formatNaira(figures.customerPrice)}</strong> : '—',
              },
              {
                key: 'earn',
                label: 'You earn (per kg)',
                children: figures ? <strong>{formatNaira(figures.vendorEarns)}</strong> : '—',
              },
            ]}
          />
          {!figures && (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              Enter your price to see what buyers will pay.
            </Typography.Text>
          )}
        </>
      )}
    </Card>
  );
}
