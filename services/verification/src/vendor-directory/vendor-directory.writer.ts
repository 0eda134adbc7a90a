import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { PayloadOf, UserProfileUpdated, UserRegistered, VendorRegistered } from '@ihe/contracts';

type Registration = PayloadOf<typeof UserRegistered>;
type VendorRegistration = PayloadOf<typeof VendorRegistered>;
type ProfileChanges = PayloadOf<typeof UserProfileUpdated>['changed'];

/**
 * verification's copy of a vendor's contact and business fields (identity owns them). Events of one
 * vendor may arrive in any order (retries): a registration fills only the fields still empty, so it never
 * overwrites what a later profile update wrote; a profile update always wins.
 */
@Injectable()
export class VendorDirectoryWriter {
  async registered(manager: EntityManager, user: Registration): Promise<void> {
    await this.fillEmpty(manager, user.userId, {
      email: user.email,
      full_name: user.fullName,
      business_name: user.businessName,
      phone_number: user.phoneNumber,
      is_farmer: user.isFarmer,
    });
  }

  async vendorRegistered(manager: EntityManager, vendor: VendorRegistration): Promise<void> {
    await this.fillEmpty(manager, vendor.vendorId, {
      business_name: vendor.businessName,
      business_address: vendor.businessAddress,
      phone_number: vendor.phoneNumber,
      is_farmer: vendor.isFarmer,
    });
  }

  async profileUpdated(manager: EntityManager, vendorId: string, changed: ProfileChanges): Promise<void> {
    const columns: Record<string, unknown> = {};
    if (changed.email !== undefined) columns.email = changed.email;
    if (changed.fullName !== undefined) columns.full_name = changed.fullName;
    if (changed.businessName !== undefined) columns.business_name = changed.businessName;
    if (changed.businessAddress !== undefined) columns.business_address = changed.businessAddress;
    if (changed.phoneNumber !== undefined) columns.phone_number = changed.phoneNumber;
    await this.upsert(manager, vendorId, columns, (name) => `${name} = EXCLUDED.${name}`);
  }

  private fillEmpty(manager: EntityManager, id: string, columns: Record<string, unknown>): Promise<void> {
    return this.upsert(
      manager,
      id,
      columns,
      (name) => `${name} = COALESCE(vendors.${name}, EXCLUDED.${name})`,
    );
  }

  /** Column names are this file's own literals, never input. */
  private async upsert(
    manager: EntityManager,
    id: string,
    columns: Record<string, unknown>,
    assign: (name: string) => string,
  ): Promise<void> {
    const names = Object.keys(columns);
    if (names.length === 0) return;
    const placeholders = names.map((_, i) => `$${i + 2}`);
    await manager.query(
      `INSERT INTO vendors (id, ${names.join(', ')}) VALUES ($1, ${placeholders.join(', ')})
       ON CONFLICT (id) DO UPDATE SET ${names.map(assign).join(', ')}, updated_at = now()`,
      [id, ...Object.values(columns)],
    );
  }
}
