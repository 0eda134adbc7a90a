import type { DemoCategory } from './demo-categories.js';

/** A demo vendor account: identity creates it, catalog's products point at its id. */
export interface DemoVendor {
  /** Fixed, so catalog products and identity accounts agree without talking to each other. */
  id: string;
  email: string;
  fullName: string;
  /** +234… without spaces (the stored form). */
  phoneNumber: string;
  businessName: string;
  businessAddress: string;
  /** The state the farm is in. */
  state: string;
  isFarmer: boolean;
  /** The category most of its products are in. */
  specialty: DemoCategory;
}

const vendorId = (n: number) => `7e3a0c55-5eed-4d0e-8a00-${String(n).padStart(12, '0')}`;

const VENDORS: readonly DemoVendor[] = [
  {
    id: vendorId(1),
    email: 'benue.yams@demo.ihemarket.ng',
    fullName: 'Terkaa Iorember',
    phoneNumber: '+2348034410101',
    businessName: 'Benue Golden Yams Cooperative',
    businessAddress: 'Km 7 Gboko Road, Makurdi, Benue',
    state: 'Benue',
    isFarmer: true,
    specialty: 'yam',
  },
  {
    id: vendorId(2),
    email: 'ogbomoso.plantain@demo.ihemarket.ng',
    fullName: 'Adebayo Ogunleye',
    phoneNumber: '+2348055520202',
    businessName: 'Ogbomoso Plantain Growers',
    businessAddress: '14 Takie Road, Ogbomoso, Oyo',
    state: 'Oyo',
    isFarmer: true,
    specialty: 'plantain',
  },
  {
    id: vendorId(3),
    email: 'kebbi.rice@demo.ihemarket.ng',
    fullName: 'Abubakar Danjuma Argungu',
    phoneNumber: '+2348066630303',
    businessName: 'Kebbi Rice Farmers Union',
    businessAddress: 'Sokoto Road, Argungu, Kebbi',
    state: 'Kebbi',
    isFarmer: true,
    specialty: 'rice',
  },
  {
    id: vendorId(4),
    email: 'jos.vegetables@demo.ihemarket.ng',
    fullName: 'Naomi Dalyop',
    phoneNumber: '+2348077740404',
    businessName: 'Jos Plateau Fresh Vegetables',
    businessAddress: 'Farin Gada Market Road, Jos, Plateau',
    state: 'Plateau',
    isFarmer: true,
    specialty: 'vegetables',
  },
  {
    id: vendorId(5),
    email: 'ogun.fruits@demo.ihemarket.ng',
    fullName: 'Funmilayo Adeyemi',
    phoneNumber: '+2348088850505',
    businessName: 'Ogun Organic Fruit Farms',
    businessAddress: '3 Obantoko Farm Settlement, Abeokuta, Ogun',
    state: 'Ogun',
    isFarmer: true,
    specialty: 'fruits',
  },
  {
    id: vendorId(6),
    email: 'kano.grains@demo.ihemarket.ng',
    fullName: 'Aminu Sani Kura',
    phoneNumber: '+2348099960606',
    businessName: 'Kano Grain Merchants Cooperative',
    businessAddress: 'Dawanau Grains Market, Kano',
    state: 'Kano',
    isFarmer: false,
    specialty: 'grains',
  },
];

/** The demo vendors, always the same (fresh copies, so callers may change them). */
export function demoVendors(): DemoVendor[] {
  return VENDORS.map((vendor) => ({ ...vendor }));
}

/** The demo vendor selling most of a category. */
export function demoVendorFor(category: DemoCategory): DemoVendor {
  return { ...VENDORS.find((vendor) => vendor.specialty === category)! };
}
