import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_PROFIT_SETTING, type ProfitSetting } from '@ihe/contracts';
import { CompanyProfitSetting } from './company-profit-setting.entity.js';

/** The profit setting in force: the latest active one, else the default 15 % / ₦0 (spec 2 §9). */
@Injectable()
export class ProfitSettingsService {
  constructor(private readonly dataSource: DataSource) {}

  async current(manager: EntityManager = this.dataSource.manager): Promise<ProfitSetting> {
    const latest = await manager.findOne(CompanyProfitSetting, {
      where: { isActive: true },
      order: { createdAt: 'DESC' },
    });
    if (!latest) return DEFAULT_PROFIT_SETTING;
    return { profitPercentage: latest.profitPercentage, minimumProfitAmount: latest.minimumProfitAmount };
  }
}
