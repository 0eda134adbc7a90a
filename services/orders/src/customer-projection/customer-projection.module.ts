import { Module } from '@nestjs/common';
import { CustomerEventsHandler } from './customer-events.handler.js';

/** identity's consumer accounts as orders sees them (contact details for placed orders; see customerContact). */
@Module({
  controllers: [CustomerEventsHandler],
})
export class CustomerProjectionModule {}
