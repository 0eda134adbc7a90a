import 'reflect-metadata';
import { IdentityModule } from '@ihe/identity';
import { DemoVendorsSeeder } from '../../services/identity/src/demo-data/demo-vendors.seeder.js';
// What the lead's registration in IdentityModule does.
Reflect.defineMetadata('providers', [...Reflect.getMetadata('providers', IdentityModule), DemoVendorsSeeder], IdentityModule);
await import('../src/seed/run-demo-seed.spec.js');
