import { Flex } from 'antd';
import { PriceCalculator } from './PriceCalculator.js';
import { ProductTips } from './ProductTips.js';

/** The page's side column (spec 2 §2): the price calculator and the tips, loaded after the form. */
export function ProductSidePanels({ basePrice }: { basePrice: number | null }) {
  return (
    <Flex vertical gap={16} style={{ position: 'sticky', top: 80 }}>
      <PriceCalculator basePrice={basePrice} />
      <ProductTips />
    </Flex>
  );
}
