import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes, signedInSession, stubFetch } from '../../test/render.js';
import { InvoicePage } from './InvoicePage.js';
import { ORDERS_MESSAGES } from './orders-messages.js';
import { makeOrder } from './test-orders.js';

const routes: RouteObject[] = [
  { path: '/consumer-dashboard/orders/:orderId/invoice', element: <InvoicePage /> },
];
const order = makeOrder({ deliveryFee: 1_500, totalAmount: 13_500 });
const path = `/consumer-dashboard/orders/${order.id}/invoice`;

describe('/consumer-dashboard/orders/:orderId/invoice', () => {
  it('is the main landmark, headed INVOICE, with the lines and the total', async () => {
    stubFetch((call) =>
      call.method === 'GET' && call.path === `/orders/${order.id}`
        ? { status: 200, body: order }
        : { status: 404, body: { statusCode: 404, message: 'Not found' } },
    );
    renderRoutes(routes, { path, session: signedInSession() });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'INVOICE' })).toBeInTheDocument();
    // The back link and print button are inside the landmark too (axe "region").
    expect(within(main).getByRole('link', { name: /Back to My Orders/ })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: /Print Invoice/ })).toBeEnabled();
    expect(within(main).getByText('Abakaliki Yam')).toBeInTheDocument();
    expect(within(main).getByText('₦13,500')).toBeInTheDocument();
  });

  it("says so when the order is not the consumer's or does not exist", async () => {
    stubFetch(() => ({ status: 404, body: { statusCode: 404, message: 'Not found' } }));
    renderRoutes(routes, { path, session: signedInSession() });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(ORDERS_MESSAGES.orderNotFound)).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: /Print Invoice/ })).toBeDisabled();
  });
});
