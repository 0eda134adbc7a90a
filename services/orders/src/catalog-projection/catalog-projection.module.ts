import { Module } from '@nestjs/common';
import { ProductEventsHandler } from './product-events.handler.js';
import { ProductProjectionWriter } from './product-projection.writer.js';
import { ProductSnapshotsReader } from './product-snapshots.reader.js';

/** catalog's products as orders sees them, kept from catalog's events. */
@Module({
  controllers: [ProductEventsHandler],
  providers: [ProductProjectionWriter, ProductSnapshotsReader],
  exports: [ProductSnapshotsReader],
})
export class CatalogProjectionModule {}
