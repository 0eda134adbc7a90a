import { Injectable } from '@nestjs/common';
import { ServiceMetrics } from '@ihe/platform';

export type CheckoutResult = 'placed' | 'out_of_stock' | 'idempotent_replay';

/** checkout_results_total{result}: orders placed, refused for stock, and retries answered with the first order. */
@Injectable()
export class CheckoutResults {
  private readonly results;

  constructor(metrics: ServiceMetrics) {
    this.results = metrics.counter('checkout_results_total', 'Checkouts by result', ['result']);
  }

  record(result: CheckoutResult): void {
    this.results.inc({ result });
  }
}
