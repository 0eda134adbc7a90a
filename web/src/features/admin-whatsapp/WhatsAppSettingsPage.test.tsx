import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { routes as appRoutes } from '../../app/routes.js';
import { makeUser, renderRoutes, signedInSession } from '../../test/render.js';
import {
  makeConfig,
  makeLogPage,
  makeNotification,
  makeStats,
  makeTemplates,
  makeTemplatesWithNotices,
  MASK,
} from './test-fixtures.js';
import { WhatsAppSettingsPage } from './WhatsAppSettingsPage.js';
import { PENDING_POLL_MS } from './whatsapp-admin-api.js';

const admin = makeUser({ role: 'admin', fullName: 'Ngozi Adeyemi', firstName: 'Ngozi', lastName: 'Adeyemi' });
const routes: RouteObject[] = [
  { path: '/admin/whatsapp', element: <WhatsAppSettingsPage /> },
  { path: '/admin/dashboard', element: <p>Admin dashboard</p> },
];

interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}
type Answer = { status: number; body?: unknown };

/** The admin WhatsApp API, answering from `answers` by "METHOD /path"; records every call. */
function backend(answers: Record<string, Answer | ((call: Call) => Answer | Promise<Answer>)> = {}) {
  const calls: Call[] = [];
  const defaults: Record<string, Answer> = {
    'GET /admin/whatsapp/config': { status: 200, body: makeConfig() },
    'GET /admin/whatsapp/stats': { status: 200, body: makeStats() },
    'GET /admin/whatsapp/notifications': { status: 200, body: makeLogPage([]) },
    'GET /admin/whatsapp/templates': { status: 200, body: makeTemplates() },
    'GET /me': { status: 200, body: admin },
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    const call: Call = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/v1/, ''),
      search: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const handler = answers[key] ?? defaults[key];
    const answer = typeof handler === 'function' ? await handler(call) : handler;
    const { status, body } = answer ?? { status: 404, body: { statusCode: 404, message: 'Not found' } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

const renderPage = (path = '/admin/whatsapp') =>
  renderRoutes(routes, { path, session: signedInSession(admin) });
const testButton = () => screen.findByRole('button', { name: /Test Connection/ });

describe('/admin/whatsapp', () => {
  it("shows the way back, the admin's name with the Supreme Admin badge and the 30-day figures", async () => {
    backend();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'WhatsApp Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(screen.getByText('Ngozi Adeyemi')).toBeInTheDocument();
    expect(screen.getAllByText('Supreme Admin').length).toBeGreaterThan(0);
    expect(await screen.findByText('87.5% success rate')).toBeInTheDocument();
    expect(screen.getByText('Total Messages')).toBeInTheDocument();
    expect(screen.getByText('Needs attention')).toBeInTheDocument();
    expect(screen.getByText('In queue')).toBeInTheDocument();
    expect(screen.getByText('How it works')).toBeInTheDocument();
    expect(screen.getByText('Setup instructions')).toBeInTheDocument();
    // The saved settings, the token masked.
    expect(await screen.findByLabelText('Business Phone ID')).toHaveValue('109876543210987');
    expect(screen.getByLabelText('Access Token')).toHaveValue(MASK);
    expect(screen.getByLabelText('Admin WhatsApp Number')).toHaveValue('+2348012345678');
    expect(screen.getAllByText(/Include country code, e.g. \+2348012345678/)).toHaveLength(2);
    expect(screen.getByRole('switch', { name: 'Enable WhatsApp Notifications' })).toBeChecked();
    expect(screen.getByText(/last saved 22 Nov 2026/)).toBeInTheDocument();
  });

  it('disables Test while the switch is off; switched on, Test saves the change first, then tests', async () => {
    const calls = backend({
      'GET /admin/whatsapp/config': { status: 200, body: makeConfig({ whatsappEnabled: false }) },
      'PUT /admin/whatsapp/config': {
        status: 200,
        body: {
          ...makeConfig({ whatsappEnabled: true, updatedAt: '2026-11-22T11:00:00.000Z' }),
          message: 'WhatsApp configuration saved successfully',
        },
      },
      'POST /admin/whatsapp/test': {
        status: 200,
        body: { success: true, message: 'WhatsApp test message sent successfully!' },
      },
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    expect(await testButton()).toBeDisabled();
    expect(screen.getByText('Turn on WhatsApp notifications to send a test message.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Enable WhatsApp Notifications' }));
    await waitFor(async () => expect(await testButton()).toBeEnabled());
    expect(
      screen.getByText('Test Connection saves your changes first: the test uses the saved settings.'),
    ).toBeInTheDocument();

    await user.click(await testButton());
    expect(await screen.findByText('Test Passed')).toBeInTheDocument();
    expect(await screen.findByText('WhatsApp configuration saved successfully')).toBeInTheDocument();
    const changes = calls.filter((call) => call.method !== 'GET');
    expect(changes.map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /admin/whatsapp/config',
      'POST /admin/whatsapp/test',
    ]);
    expect(changes[0]?.body).toEqual({ whatsappEnabled: true });
    // Saved: nothing is pending any more, and the result stays.
    expect(screen.queryByText(/saves your changes first/)).toBeNull();
    expect(screen.getByRole('button', { name: /Save Configuration/ })).toBeDisabled();
  });

  it('does not test when saving first fails', async () => {
    const calls = backend({
      'GET /admin/whatsapp/config': { status: 200, body: makeConfig({ whatsappEnabled: false }) },
      'PUT /admin/whatsapp/config': { status: 500 },
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('switch', { name: 'Enable WhatsApp Notifications' }));
    await user.click(await testButton());
    expect(await screen.findByText('Failed to save configuration')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows when an admin last saved, and nothing before anyone has', async () => {
    backend({ 'GET /admin/whatsapp/config': { status: 200, body: makeConfig({ updatedAt: null }) } });
    renderPage();
    expect(await screen.findByText(/^Sends through https:\/\/graph\.facebook\.com/)).toBeInTheDocument();
    expect(screen.queryByText(/last saved/)).toBeNull();
  });

  it('shows the webhook URL as wrapping text with a copy button, not a fixed-width box', async () => {
    backend();
    renderPage();
    const webhook = await screen.findByTestId('webhook-url');
    expect(webhook).toHaveTextContent(`${window.location.origin}/api/v1/webhooks/whatsapp`);
    expect(webhook.querySelector('input')).toBeNull();
    expect(within(webhook).getByRole('button', { name: /Copy/ })).toBeInTheDocument();
  });

  it('sends a test message and shows Test Passed', async () => {
    const calls = backend({
      'POST /admin/whatsapp/test': {
        status: 200,
        body: { success: true, message: 'WhatsApp test message sent successfully!' },
      },
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const button = await testButton();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Test Passed')).toBeInTheDocument();
    expect(screen.getByText('A test message was sent to +2348012345678.')).toBeInTheDocument();
    expect(await screen.findByText('WhatsApp test message sent successfully!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // The test is logged: the figures are read again.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/admin/whatsapp/stats')).toHaveLength(2),
    );
  });

  it("shows Test Failed with the provider's error", async () => {
    backend({
      'POST /admin/whatsapp/test': {
        status: 200,
        body: {
          success: false,
          message: 'WhatsApp test failed. Please check your configuration.',
          error: 'Invalid OAuth access token',
        },
      },
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const button = await testButton();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Test Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid OAuth access token')).toBeInTheDocument();
    expect(
      await screen.findByText('WhatsApp test failed. Please check your configuration.'),
    ).toBeInTheDocument();
  });

  it('says so when the test cannot reach the server', async () => {
    backend({
      'POST /admin/whatsapp/test': { status: 502, body: { statusCode: 502, message: 'Bad gateway' } },
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const button = await testButton();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText('Failed to test WhatsApp connection')).toBeInTheDocument();
    expect(screen.queryByText('Test Passed')).not.toBeInTheDocument();
  });

  it('saves only the changes; typing replaces the masked token', async () => {
    const calls = backend({
      'PUT /admin/whatsapp/config': (call) => ({
        status: 200,
        body: {
          ...makeConfig({ adminWhatsappNumber: '+2348055550000', updatedAt: '2026-11-22T11:00:00.000Z' }),
          message: 'WhatsApp configuration saved successfully',
          echo: call.body,
        },
      }),
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const save = await screen.findByRole('button', { name: /Save Configuration/ });
    expect(save).toBeDisabled();

    const token = screen.getByLabelText('Access Token');
    fireEvent.change(token, { target: { value: `${MASK}N`, selectionEnd: MASK.length + 1 } });
    expect(token).toHaveValue('N');
    fireEvent.change(token, { target: { value: 'EAAGnewtoken', selectionEnd: 12 } });
    const admin = screen.getByLabelText('Admin WhatsApp Number');
    await user.clear(admin);
    await user.type(admin, '+234 805 555 0000');
    await user.click(save);

    expect(await screen.findByText('WhatsApp configuration saved successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      whatsappAccessToken: 'EAAGnewtoken',
      adminWhatsappNumber: '+2348055550000',
    });
    // The form starts again from the saved settings.
    await waitFor(() => expect(screen.getByLabelText('Admin WhatsApp Number')).toHaveValue('+2348055550000'));
    expect(screen.getByLabelText('Access Token')).toHaveValue(MASK);
  });

  it("checks numbers as they are typed and shows the server's refusal", async () => {
    backend({
      'PUT /admin/whatsapp/config': {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Set the business phone ID and access token before enabling WhatsApp notifications',
        },
      },
    });
    renderPage();
    const user = userEvent.setup({ delay: null });
    const company = await screen.findByLabelText('Company WhatsApp Number');
    await user.clear(company);
    await user.type(company, '08012345678');
    expect(
      await screen.findByText('Include the country code instead of the leading 0, e.g. +2348012345678'),
    ).toBeInTheDocument();
    await user.clear(company);
    await user.type(company, '+2348012340000');
    await user.click(screen.getByRole('button', { name: /Save Configuration/ }));
    expect(
      await screen.findByText(
        'Set the business phone ID and access token before enabling WhatsApp notifications',
      ),
    ).toBeInTheDocument();
  });

  it('falls back to the spec text when saving fails without a message', async () => {
    backend({ 'PUT /admin/whatsapp/config': { status: 500 } });
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Business Phone ID'), '1');
    await user.click(screen.getByRole('button', { name: /Save Configuration/ }));
    expect(await screen.findByText('Failed to save configuration')).toBeInTheDocument();
  });

  it('says when the configuration cannot be loaded, with a retry', async () => {
    let fail = true;
    backend({
      'GET /admin/whatsapp/config': () =>
        fail
          ? { status: 500, body: { statusCode: 500, message: 'Internal server error' } }
          : { status: 200, body: makeConfig() },
    });
    renderPage();
    expect((await screen.findAllByText('Failed to load WhatsApp configuration')).length).toBeGreaterThan(0);
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Business Phone ID')).toHaveValue('109876543210987');
  });

  it('shows Access Denied when the server refuses the page', async () => {
    backend({
      'GET /admin/whatsapp/config': { status: 403, body: { statusCode: 403, message: 'Forbidden' } },
    });
    renderPage();
    expect(
      await screen.findByText('This page is only accessible to supreme administrators.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('lists notifications with their error, filtered from the URL (cards on a phone)', async () => {
    const calls = backend({
      'GET /admin/whatsapp/notifications': {
        status: 200,
        body: makeLogPage([
          makeNotification(),
          makeNotification({
            id: 'n-2',
            orderId: null,
            recipientType: 'admin',
            status: 'sent',
            errorMessage: null,
            messageContent: 'Ihe Market WhatsApp test',
          }),
        ]),
      },
    });
    const { router } = renderPage('/admin/whatsapp?tab=log&status=failed');
    expect(await screen.findByText('Recipient phone number not in allowed list')).toBeInTheDocument();
    expect(screen.getByText('Test message')).toBeInTheDocument();
    expect(screen.getByText('IHE-F90AE7')).toBeInTheDocument();
    const logCall = calls.find((call) => call.path === '/admin/whatsapp/notifications');
    expect(logCall?.search.get('status')).toBe('failed');
    expect(logCall?.search.get('pageSize')).toBe('10');

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: /Show the messages of order IHE-F90AE7/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?tab=log&status=failed&order=7c9e6679-7425-40de-944b-e07fc1f90ae7',
      ),
    );
    await waitFor(() =>
      expect(calls.at(-1)?.search.get('orderId')).toBe('7c9e6679-7425-40de-944b-e07fc1f90ae7'),
    );
  });

  it("the log's Refresh asks for the 30-day figures too, so they count the rows it shows", async () => {
    let statsAsked = 0;
    const calls = backend({
      'GET /admin/whatsapp/stats': () => {
        statsAsked += 1;
        return { status: 200, body: makeStats(statsAsked === 1 ? { successRate: 50 } : { successRate: 80 }) };
      },
    });
    renderPage('/admin/whatsapp?tab=log');
    expect(await screen.findByText('50.0% success rate')).toBeInTheDocument();
    const logCalls = () => calls.filter((call) => call.path === '/admin/whatsapp/notifications').length;
    await waitFor(() => expect(logCalls()).toBe(1));

    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: /Refresh/ }));
    expect(await screen.findByText('80.0% success rate')).toBeInTheDocument();
    expect(logCalls()).toBe(2);
  });

  it('asks for the figures again while messages are pending, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const answers = [makeStats({ pending: 2 }), makeStats({ pending: 0, successRate: 100 })];
      let statsAsked = 0;
      backend({
        'GET /admin/whatsapp/stats': () => {
          statsAsked += 1;
          return { status: 200, body: answers[Math.min(statsAsked, answers.length) - 1] };
        },
      });
      renderPage();
      expect(await screen.findByText('87.5% success rate')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);
      expect(await screen.findByText('100.0% success rate')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(3 * PENDING_POLL_MS);
      expect(statsAsked).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  // Four editors with their previews make a heavy page for jsdom: text and label queries, not role queries.
  it('previews a template live from the sample order', { timeout: 60_000 }, async () => {
    const calls = backend({
      'PUT /admin/whatsapp/templates': (call) => ({
        status: 200,
        body: { ...makeTemplates(), echo: call.body },
      }),
    });
    renderPage('/admin/whatsapp?tab=templates');
    // The first template (Admin) is the open tab; every tab is rendered so Save can check them all.
    const [text] = await screen.findAllByLabelText('Message text');
    const [preview] = screen.getAllByTestId('message-preview');
    expect(preview).toHaveTextContent('New order #7c9e6679-7425-40de-944b-e07fc1f90ae7 from Chioma Okafor');

    fireEvent.change(text!, { target: { value: 'Hi ' } });
    (text as HTMLTextAreaElement).setSelectionRange(3, 3);
    const [chip] = screen.getAllByText('{{total_amount}}');
    fireEvent.click(chip!);
    expect(text).toHaveValue('Hi {{total_amount}}');
    await waitFor(() => expect(screen.getAllByTestId('message-preview')[0]).toHaveTextContent('Hi ₦25,185'));

    fireEvent.click(screen.getByText('Save Templates'));
    expect(await screen.findByText('Message templates saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      templates: [{ name: 'admin_new_order', body: 'Hi {{total_amount}}' }],
    });
  });
});

describe('/admin/whatsapp status and stock notices', () => {
  it(
    'lists the notices in their own group, previews them with their placeholders and saves an edit',
    { timeout: 60_000 },
    async () => {
      const calls = backend({
        'GET /admin/whatsapp/templates': { status: 200, body: makeTemplatesWithNotices() },
        'PUT /admin/whatsapp/templates': { status: 200, body: makeTemplatesWithNotices() },
      });
      renderPage('/admin/whatsapp?tab=templates&template=vendor_low_stock');
      expect(await screen.findByText('Status and stock notices')).toBeInTheDocument();
      for (const title of ['Order shipped', 'Order delivered', 'Low stock'])
        expect(screen.getByText(title)).toBeInTheDocument();
      // Every editor is rendered: four order templates (Vendor sends an approved template), then the notices.
      const texts = await screen.findAllByLabelText('Message text');
      expect(texts).toHaveLength(6);
      const previews = screen.getAllByTestId('message-preview');
      expect(previews[6]).toHaveTextContent('Low stock, Okafor Farms: White Yam (Abuja) has only 8 kg left.');
      expect(previews[4]).toHaveTextContent('order IHE-F90AE7 is on its way!');
      // A notice offers its own placeholders only.
      expect(screen.getAllByText('{{stock_quantity}}')).toHaveLength(1);

      fireEvent.change(texts[5]!, { target: { value: '{{product_name}} is low ({{stock_quantity}} kg)' } });
      await waitFor(() =>
        expect(screen.getAllByTestId('message-preview')[6]).toHaveTextContent(
          'White Yam (Abuja) is low (8 kg)',
        ),
      );
      fireEvent.click(screen.getByText('Save Templates'));
      expect(await screen.findByText('Message templates saved')).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        templates: [{ name: 'vendor_low_stock', body: '{{product_name}} is low ({{stock_quantity}} kg)' }],
      });
    },
  );
});

describe('/admin/whatsapp in the app', () => {
  it('shows non-admins Access Denied with a link home', async () => {
    const consumer = makeUser();
    backend({ 'GET /me': { status: 200, body: consumer } });
    renderRoutes(appRoutes, { path: '/admin/whatsapp', session: signedInSession(consumer) });
    expect(await screen.findByText('Administrative privileges required.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('is in the admin side navigation', async () => {
    backend();
    renderRoutes(appRoutes, { path: '/admin/whatsapp', session: signedInSession(admin) });
    expect(await screen.findByRole('heading', { name: 'WhatsApp Notifications' })).toBeInTheDocument();
    const navigation = screen.getByLabelText('Supreme Admin navigation');
    expect(within(navigation).getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
  });
});
