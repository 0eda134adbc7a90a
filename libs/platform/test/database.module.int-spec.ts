import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getDataSourceToken, InjectDataSource } from '@nestjs/typeorm';
import {
  Column,
  CreateDateColumn,
  DataSource,
  Entity,
  ManyToOne,
  PrimaryGeneratedColumn,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';
import { createServiceDataSource } from '../src/database/create-service-data-source.js';
import { DATABASE_SCHEMA, DatabaseModule } from '../src/database/database.module.js';
import { createTestDatabase, type TestDatabase } from '../src/testing/create-test-database.js';

@Entity()
class ProduceSeller {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() businessName: string;
}

@Entity()
class FarmProduce {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column() displayName: string;
  @Column({ type: 'int' }) pricePerKg: number;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @ManyToOne(() => ProduceSeller, { nullable: true }) ownerAccount: ProduceSeller | null;
}

// Handwritten snake_case SQL, as the services' migrations are; tables land in the schema via search_path.
class CreateProduce1700000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // Slow on purpose: concurrent starters would both run it without the lock.
    await queryRunner.query('SELECT pg_sleep(0.3)');
    await queryRunner.query(
      'CREATE TABLE produce_seller (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), business_name varchar NOT NULL)',
    );
    await queryRunner.query(`CREATE TABLE farm_produce (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      display_name varchar NOT NULL,
      price_per_kg int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      owner_account_id uuid REFERENCES produce_seller (id))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE farm_produce, produce_seller');
  }
}

class BrokenMigration1700000000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE half_done (id int)');
    await queryRunner.query('SELECT * FROM no_such_table');
  }
  async down(): Promise<void> {}
}

const entities = [ProduceSeller, FarmProduce];
const migrations = [CreateProduce1700000000000];

@Injectable()
class ProduceCatalog {
  constructor(
    readonly dataSource: DataSource,
    @Inject(DATABASE_SCHEMA) readonly schema: string,
    @InjectDataSource() readonly viaDefault: DataSource,
    @InjectDataSource('produce_app') readonly viaName: DataSource,
  ) {}
}

let database: TestDatabase;
let admin: DataSource;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await new DataSource({ type: 'postgres', url: database.url }).initialize();
});

afterAll(async () => {
  await admin?.destroy();
  await database?.drop();
});

async function migrationCount(schema: string): Promise<number> {
  const rows = await admin.query(`SELECT count(*)::int AS n FROM "${schema}".migrations`);
  return rows[0].n;
}

describe('DatabaseModule', () => {
  it('creates the schema, runs the migrations in it and hands DataSource and schema name to services', async () => {
    @Module({
      imports: [
        DatabaseModule.forService({ schema: 'produce_app', entities, migrations, url: database.url }),
      ],
      providers: [ProduceCatalog],
    })
    class AppModule {}

    const app = await NestFactory.createApplicationContext(AppModule, { logger: false });
    const { dataSource, schema, viaDefault, viaName } = app.get(ProduceCatalog);
    expect(schema).toBe('produce_app');
    expect(app.get(DataSource)).toBe(dataSource);
    // One data source, named after the schema, whichever way it is injected.
    expect(viaDefault).toBe(dataSource);
    expect(viaName).toBe(dataSource);
    expect(app.get(getDataSourceToken('produce_app'))).toBe(dataSource);
    expect(dataSource.isInitialized).toBe(true);
    expect(await migrationCount('produce_app')).toBe(1);
    expect((await dataSource.query('SELECT current_schema() AS s'))[0].s).toBe('produce_app');

    const columns = await admin.query(
      `SELECT column_name FROM information_schema.columns
        WHERE table_schema = 'produce_app' AND table_name = 'farm_produce' ORDER BY column_name`,
    );
    expect(columns.map((row: { column_name: string }) => row.column_name)).toEqual([
      'created_at',
      'display_name',
      'id',
      'owner_account_id',
      'price_per_kg',
    ]);
    const mapped = dataSource.getMetadata(FarmProduce).columns.map((column) => column.databaseName);
    expect(mapped.sort()).toEqual(['created_at', 'display_name', 'id', 'owner_account_id', 'price_per_kg']);

    // The entities work against the handwritten tables through the naming strategy.
    const seller = await dataSource.getRepository(ProduceSeller).save({ businessName: 'Kano Tomato Co-op' });
    await dataSource
      .getRepository(FarmProduce)
      .save({ displayName: 'Roma tomatoes', pricePerKg: 850, ownerAccount: seller });
    const found = await dataSource
      .getRepository(FarmProduce)
      .findOneOrFail({ where: { displayName: 'Roma tomatoes' }, relations: { ownerAccount: true } });
    expect(found.pricePerKg).toBe(850);
    expect(found.ownerAccount?.businessName).toBe('Kano Tomato Co-op');
    expect(found.createdAt).toBeInstanceOf(Date);

    await app.close();
    expect(dataSource.isInitialized).toBe(false);
  });

  it('gives two services in one process (the all-in-one mode) a data source each, on their own schemas', async () => {
    const appFor = async (schema: string) => {
      @Module({ imports: [DatabaseModule.forService({ schema, entities, migrations, url: database.url })] })
      class ServiceModule {}
      return NestFactory.createApplicationContext(ServiceModule, { logger: false });
    };
    const [first, second] = await Promise.all([appFor('produce_north'), appFor('produce_south')]);
    try {
      const [a, b] = [first.get(DataSource), second.get(DataSource)];
      expect(a).not.toBe(b);
      await a.getRepository(ProduceSeller).save({ businessName: 'Jos Potato Farmers' });
      expect(await a.getRepository(ProduceSeller).count()).toBe(1);
      expect(await b.getRepository(ProduceSeller).count()).toBe(0);
      expect((await b.query('SELECT current_schema() AS s'))[0].s).toBe('produce_south');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('fails the start at once, without retrying, when a migration fails', async () => {
    @Module({
      imports: [
        DatabaseModule.forService({
          schema: 'produce_failing',
          entities,
          migrations: [BrokenMigration1700000000001],
          url: database.url,
        }),
      ],
    })
    class FailingModule {}
    const started = Date.now();
    await expect(
      NestFactory.createApplicationContext(FailingModule, { logger: false, abortOnError: false }),
    ).rejects.toThrow('no_such_table');
    expect(Date.now() - started).toBeLessThan(2500);
  });
});

describe('createServiceDataSource', () => {
  it('lets several instances of one service start at once: one migrates, the others wait and find nothing to do', async () => {
    const starts = Array.from({ length: 3 }, () =>
      createServiceDataSource({ schema: 'produce_race', entities, migrations, url: database.url }),
    );
    const dataSources = await Promise.all(starts);
    try {
      expect(await migrationCount('produce_race')).toBe(1);
      for (const dataSource of dataSources)
        expect(await dataSource.getRepository(FarmProduce).count()).toBe(0);
    } finally {
      await Promise.all(dataSources.map((dataSource) => dataSource.destroy()));
    }
  });

  it('runs only pending migrations on a later start', async () => {
    const first = await createServiceDataSource({
      schema: 'produce_restart',
      entities,
      migrations,
      url: database.url,
    });
    await first.destroy();
    const second = await createServiceDataSource({
      schema: 'produce_restart',
      entities,
      migrations,
      url: database.url,
    });
    await second.destroy();
    expect(await migrationCount('produce_restart')).toBe(1);
  });

  it('rolls a failed migration back, closes its pool and releases the lock', async () => {
    const options = { schema: 'produce_broken', entities, url: database.url };
    await expect(
      createServiceDataSource({
        ...options,
        migrations: [CreateProduce1700000000000, BrokenMigration1700000000001],
      }),
    ).rejects.toThrow('no_such_table');
    const tables = await admin.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'produce_broken' ORDER BY 1",
    );
    expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual([
      'farm_produce',
      'migrations',
      'produce_seller',
    ]);

    const fixed = await createServiceDataSource({ ...options, migrations });
    await fixed.destroy();
    expect(await migrationCount('produce_broken')).toBe(1);
  });

  it('takes the pool size from DB_POOL_SIZE (default 10) and never synchronises', async () => {
    const saved = process.env.DB_POOL_SIZE;
    try {
      process.env.DB_POOL_SIZE = '1';
      const small = await createServiceDataSource({
        schema: 'produce_pool',
        entities,
        migrations,
        url: database.url,
      });
      expect(small.options).toMatchObject({
        synchronize: false,
        migrationsRun: false,
        schema: 'produce_pool',
        extra: { max: 1, options: '-c search_path=produce_pool,public' },
      });
      expect(await small.getRepository(FarmProduce).count()).toBe(0);
      await small.destroy();

      delete process.env.DB_POOL_SIZE;
      const normal = await createServiceDataSource({ schema: 'produce_pool', entities, url: database.url });
      expect((normal.options.extra as { max: number }).max).toBe(10);
      await normal.destroy();
    } finally {
      if (saved === undefined) delete process.env.DB_POOL_SIZE;
      else process.env.DB_POOL_SIZE = saved;
    }
  });

  it('rejects schema names that are not lower_snake_case identifiers', async () => {
    await expect(
      createServiceDataSource({ schema: 'Bad-Name"', entities, url: database.url }),
    ).rejects.toThrow('Invalid schema name');
  });
});
