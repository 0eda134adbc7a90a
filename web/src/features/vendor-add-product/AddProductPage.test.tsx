import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { VerificationStatus } from '@ihe/contracts';
import { makeUser, renderRoutes, signedInSession, stubFetch, type FetchHandler } from '../../test/render.js';
import { makeVerification } from '../vendor-verification/test-verification.js';
import { AddProductPage } from './AddProductPage.js';

/** An image file: a JPEG's or PNG's first bytes (the picker checks them), of the given size. */
function imageFile(name: string, type: 'image/jpeg' | 'image/png', size = 1024): File {
  const signature =
    type === 'image/png' ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : [0xff, 0xd8, 0xff, 0xe0];
  const file = new File([new Uint8Array(signature)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const routes: RouteObject[] = [
  { path: '/vendor-dashboard/add-product', element: <AddProductPage /> },
  { path: '/vendor-dashboard/products', element: <p>Products page</p> },
];
const session = signedInSession(makeUser({ role: 'vendor', businessName: 'Benue Yams' }));

function backend(status: VerificationStatus = 'approved', extra?: FetchHandler) {
  return stubFetch(async (call) => {
    const answer = await extra?.(call);
    if (answer) return answer;
    if (call.path === '/vendor/verification') return { status: 200, body: makeVerification({ status }) };
    if (call.path === '/profit-setting')
      return { status: 200, body: { profitPercentage: 10, minimumProfitAmount: 250 } };
    return { status: 404 };
  });
}

const render = () => renderRoutes(routes, { path: '/vendor-dashboard/add-product', session });
const submitButton = () => screen.getByRole('button', { name: 'Add Product' });

// The picker and the side panels load after the form: a test can end first. Their code must have arrived
// before the file's DOM is torn down, or React draws them into a document that is gone.
afterAll(() => Promise.all([import('./ImagePicker.js'), import('./ProductSidePanels.js')]));

beforeEach(() => {
  // jsdom has no object URLs (the image previews).
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Product name'), 'Benue Yam');
  await user.type(screen.getByLabelText('Description'), 'Large white yam tubers, freshly harvested.');
  await user.click(screen.getByLabelText('Category'));
  await user.click(await screen.findByTitle('Tubers'));
  await user.type(screen.getByLabelText('Your price per kg (₦)'), '1000');
  await user.type(screen.getByLabelText('Stock quantity (kg)'), '500');
}

describe('/vendor-dashboard/add-product', () => {
  it('shows every rule of spec 2 §5 as the user types, and keeps submit disabled while invalid', async () => {
    backend();
    render();
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByLabelText('Product name');
    expect(submitButton()).toBeDisabled();

    await user.type(name, 'Y');
    expect(await screen.findByText('Product name must be at least 2 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'Too short');
    expect(await screen.findByText('Description must be at least 10 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your price per kg (₦)'), '0');
    expect(await screen.findByText('Price must be greater than 0')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Stock quantity (kg)'), '-1');
    expect(await screen.findByText('Stock quantity cannot be negative')).toBeInTheDocument();
    const minimum = screen.getByLabelText('Minimum order (kg)');
    expect(minimum).toHaveValue('1');
    await user.clear(minimum);
    await user.type(minimum, '0');
    expect(await screen.findByText('Minimum order quantity must be at least 1')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    // Category's rule shows on leaving the list without a choice.
    await user.click(screen.getByLabelText('Category'));
    await user.click(name);
    expect(await screen.findByText('Please select a category')).toBeInTheDocument();
  });

  it('shows the price calculator figures from the profit setting in force', async () => {
    backend();
    render();
    const user = userEvent.setup({ delay: null });
    const calculator = await screen.findByRole('region', { name: 'Price calculator' });
    expect(
      await within(calculator).findByText('Enter your price to see what buyers will pay.'),
    ).toBeInTheDocument();

    // 10 % of 1,000 is below the ₦250 minimum: the minimum applies.
    await user.type(screen.getByLabelText('Your price per kg (₦)'), '1000');
    await waitFor(() => expect(within(calculator).getByText('₦1,250')).toBeInTheDocument());
    expect(within(calculator).getByText('₦250')).toBeInTheDocument();
    expect(within(calculator).getAllByText('₦1,000')).toHaveLength(2); // your price, you earn
    expect(within(calculator).getByText('Company profit (10%, at least ₦250)')).toBeInTheDocument();
    expect(screen.getByText('Customers pay ₦1,250 per kg')).toBeInTheDocument();

    // 10 % of 5,000 is above the minimum.
    await user.clear(screen.getByLabelText('Your price per kg (₦)'));
    await user.type(screen.getByLabelText('Your price per kg (₦)'), '5000');
    await waitFor(() => expect(within(calculator).getByText('₦5,500')).toBeInTheDocument());
    expect(within(calculator).getByText('₦500')).toBeInTheDocument();
  });

  it('uploads the images, then adds the product with their URLs', async () => {
    const calls = backend('approved', ({ path, method }) => {
      if (path === '/vendor/product-images' && method === 'POST')
        return { status: 200, body: { imageUrls: ['/img/a.webp', '/img/b.webp'], thumbnailUrls: [] } };
      if (path === '/vendor/products' && method === 'POST') return { status: 201, body: { id: 'p-1' } };
      return undefined!;
    });
    const { router, container } = render();
    const user = userEvent.setup({ delay: null });
    await fillValidForm(user);
    await user.click(screen.getByLabelText('Organic produce'));
    await user.type(screen.getByLabelText(/^Farm origin/), 'Gboko, Benue');

    const input = () => container.querySelector('input[type="file"]') as HTMLInputElement;
    // The picker loads after the form.
    await waitFor(() => expect(input()).not.toBeNull());
    await user.upload(input(), imageFile('huge.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(await screen.findByText('huge.jpg is too large. Maximum size is 5MB')).toBeInTheDocument();
    // A text file renamed .png is refused as it is chosen, by its content.
    await user.upload(input(), new File(['Yam, 50 kg, 1200'], 'prices.png', { type: 'image/png' }));
    expect(await screen.findByText('prices.png is not a valid image file')).toBeInTheDocument();
    await user.upload(input(), [imageFile('a.jpg', 'image/jpeg'), imageFile('b.png', 'image/png')]);

    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());

    expect(await screen.findByText('Product added successfully!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-dashboard/products'));
    const upload = calls.find((call) => call.path === '/vendor/product-images')!;
    expect((upload.body as FormData).getAll('images')).toHaveLength(2);
    const created = calls.find((call) => call.path === '/vendor/products' && call.method === 'POST')!;
    expect(created.body).toEqual({
      name: 'Benue Yam',
      description: 'Large white yam tubers, freshly harvested.',
      category: 'tubers',
      basePrice: 1000,
      stockQuantity: 500,
      minimumOrderQuantity: 1,
      farmOrigin: 'Gboko, Benue',
      isOrganic: true,
      imageUrls: ['/img/a.webp', '/img/b.webp'],
    });
  });

  it('shows the server message when it refuses, else the spec text', async () => {
    let answer = {
      status: 403,
      body: { statusCode: 403, message: 'Your vendor account must be verified before you can add products.' },
    };
    backend('approved', ({ path, method }) =>
      path === '/vendor/products' && method === 'POST' ? answer : undefined!,
    );
    render();
    const user = userEvent.setup({ delay: null });
    await fillValidForm(user);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(
      await screen.findByText('Your vendor account must be verified before you can add products.'),
    ).toBeInTheDocument();

    answer = { status: 500, body: undefined! };
    await user.click(submitButton());
    expect(await screen.findByText('Failed to add product. Please try again.')).toBeInTheDocument();
  });

  it('tells a vendor who is not approved and disables the form', async () => {
    const calls = backend('pending');
    render();
    expect(
      await screen.findByText('Your vendor account must be verified before you can add products.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Verification Pending')).toBeInTheDocument();
    expect(await screen.findByLabelText('Product name')).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
