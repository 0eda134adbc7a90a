import { formatKg as formatWeight, type VendorName } from '@ihe/contracts';

/** The vendor's business name, else the full name (spec 1 §2). */
export function vendorDisplayName(vendor: VendorName | null | undefined): string | null {
  return vendor?.businessName?.trim() || vendor?.fullName?.trim() || null;
}

/** A weight in kg as shown on cards: 635 kg, 12.5 kg. */
export function formatKg(quantity: number): string {
  return `${formatWeight(quantity)} kg`;
}
