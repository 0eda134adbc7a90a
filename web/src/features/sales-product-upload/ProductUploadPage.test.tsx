import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, signedInSession } from '../../test/render.js';
import { salesBackend, salesManager } from '../sales-area/test-sales-backend.js';
import { ProductUploadPage } from './ProductUploadPage.js';

const PATH = '/sales-dashboard/product-upload';
const render = () =>
  renderRoutes([{ path: PATH, element: <ProductUploadPage /> }], {
    path: PATH,
    session: signedInSession(salesManager),
  });
const user = () => userEvent.setup({ delay: null });

async function choose(label: string | RegExp, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

async function fillValidForm() {
  const u = user();
  await u.type(screen.getByLabelText('Product name'), 'Ofada Rice');
  await choose('Category', 'Rice');
  await u.type(screen.getByLabelText('Price per kg (₦)'), '1500');
  await u.type(screen.getByLabelText('Stock quantity (kg)'), '40');
  await u.type(screen.getByLabelText('Description'), 'Stone-free local rice from Ogun');
  await u.type(screen.getByLabelText('Farm origin'), 'Ofada, Ogun State');
}

describe('/sales-dashboard/product-upload', () => {
  it('shows every rule of spec 2 §5 with its message on submit of an empty form', async () => {
    const calls = salesBackend();
    render();
    await user().click(screen.getByRole('button', { name: 'Add Product' }));
    for (const message of [
      'Product name must be at least 2 characters',
      'Category is required',
      'Price must be greater than 0',
      'Stock quantity must be at least 1',
      'Description must be at least 10 characters',
      'Farm origin is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('checks as the user types: price 0, stock 0, short texts', async () => {
    salesBackend();
    render();
    const u = user();
    await u.type(screen.getByLabelText('Price per kg (₦)'), '0');
    expect(await screen.findByText('Price must be greater than 0')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Stock quantity (kg)'), '0');
    expect(await screen.findByText('Stock quantity must be at least 1')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Farm origin'), 'O');
    expect(await screen.findByText('Farm origin is required')).toBeInTheDocument();
    await u.type(screen.getByLabelText('Farm origin'), 'y');
    await waitFor(() => expect(screen.queryByText('Farm origin is required')).not.toBeInTheDocument());
  });

  it('lists the approved vendors and adds the product: Product added successfully!', async () => {
    const calls = salesBackend(({ method, path }) =>
      method === 'POST' && path === '/sales/products' ? { status: 201, body: { id: 'p-9' } } : undefined!,
    );
    render();
    await fillValidForm();
    // Optional, and its label says so.
    await choose(/^Vendor\(optional\)$/, 'Benue Yams Ltd (Terver Iorfa)');
    await user().click(screen.getByLabelText('Organic produce'));
    await user().click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ofada Rice',
      category: 'rice',
      price: 1500,
      stockQuantity: 40,
      description: 'Stone-free local rice from Ogun',
      farmOrigin: 'Ofada, Ogun State',
      vendorId: 'v-1',
      isOrganic: true,
    });
    // The form starts again for the next product.
    await waitFor(() => expect(screen.getByLabelText('Product name')).toHaveValue(''));
  });

  it('adds without a vendor (optional) and sends null', async () => {
    const calls = salesBackend(({ method }) => (method === 'POST' ? { status: 201, body: {} } : undefined!));
    render();
    await fillValidForm();
    await user().click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      vendorId: null,
      isOrganic: false,
    });
  });

  it.each([
    [{ statusCode: 400, message: 'Vendor not found or not approved' }, 'Vendor not found or not approved'],
    [undefined, 'Failed to add product'],
  ])('shows the server message when there is one, else Failed to add product', async (body, text) => {
    salesBackend(({ method }) => (method === 'POST' ? { status: body ? 400 : 500, body } : undefined!));
    render();
    await fillValidForm();
    await user().click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Product name')).toHaveValue('Ofada Rice');
  });

  it('says Failed to load vendors with a retry, and the form still works without one', async () => {
    let fail = true;
    salesBackend(({ path }) => (fail && path === '/sales/vendors' ? { status: 500 } : undefined!));
    render();
    expect((await screen.findAllByText('Failed to load vendors')).length).toBeGreaterThan(0);
    fail = false;
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument());
    fireEvent.mouseDown(screen.getByLabelText(/^Vendor\(optional\)$/));
    expect(await screen.findByTitle('Amaka Eze')).toBeInTheDocument();
  });
});
