import { Card } from 'antd';
import { CarOutlined, SafetyCertificateOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useThemeVars } from '../catalog/theme-vars.js';
import './LogisticsServices.css';

/** The three logistics services (spec 1 §2 home, spec 2 §2 /logistics). */
export const LOGISTICS_SERVICES = [
  {
    key: 'pickup',
    title: 'Farm Pickup',
    text: 'We collect your produce straight from the farm gate, weighed and loaded by our team.',
    icon: <CarOutlined />,
  },
  {
    key: 'quality',
    title: 'Quality Assurance',
    text: 'Every load is checked for freshness and grade before it leaves, and again on arrival.',
    icon: <SafetyCertificateOutlined />,
  },
  {
    key: 'fast',
    title: 'Fast Delivery',
    text: 'Same day or next day delivery to your restaurant, school, shop or market stall.',
    icon: <ThunderboltOutlined />,
  },
] as const;

/** The services as three antd cards; their icon, heading and text are laid out by LogisticsServices.css. */
export function LogisticsServices({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="ihe-services" style={useThemeVars()}>
      {LOGISTICS_SERVICES.map((service) => (
        <Card key={service.key} variant="borderless" className="ihe-service">
          <div aria-hidden className="ihe-service-icon">
            {service.icon}
          </div>
          <Heading className={`ihe-service-title ihe-service-title-h${headingLevel}`}>
            {service.title}
          </Heading>
          <p className="ihe-service-text">{service.text}</p>
        </Card>
      ))}
    </div>
  );
}
