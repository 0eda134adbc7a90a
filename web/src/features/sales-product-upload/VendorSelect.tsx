import { useEffect } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import { SALES_MESSAGES, type SalesVendorOption } from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { useListSalesVendorsQuery } from './sales-product-api.js';

export function vendorLabel(vendor: SalesVendorOption): string {
  const business = vendor.businessName?.trim();
  const name = vendor.fullName?.trim();
  if (business && name) return `${business} (${name})`;
  return business || name || 'Unnamed vendor';
}

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
}

/** The approved vendors (optional); a failed load says Failed to load vendors, with a retry. */
export function VendorSelect({ id, value, onChange, disabled }: Props) {
  const { data, isLoading, isFetching, isError, refetch } = useListSalesVendorsQuery();
  useEffect(() => {
    if (isError) toast.error(SALES_MESSAGES.loadVendorsFailed, 'sales-vendors');
  }, [isError]);

  return (
    <>
      <Select
        id={id}
        value={value}
        onChange={(next: string | undefined) => onChange?.(next)}
        disabled={disabled}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={isLoading}
        placeholder={isLoading ? 'Loading vendors…' : 'No vendor (listed by Ihe Market)'}
        options={(data?.items ?? []).map((vendor) => ({ value: vendor.id, label: vendorLabel(vendor) }))}
        notFoundContent={isError ? SALES_MESSAGES.loadVendorsFailed : 'No approved vendors yet'}
      />
      {isError && (
        <Flex align="center" gap={8} style={{ marginTop: 6 }} role="alert">
          <Typography.Text type="danger">{SALES_MESSAGES.loadVendorsFailed}</Typography.Text>
          <Button size="small" onClick={() => void refetch()} loading={isFetching}>
            Retry
          </Button>
        </Flex>
      )}
    </>
  );
}
