import { jsonRequest, type JsonAnswer, type JsonRequestOptions } from '@ihe/platform/testing';
import type { LoginResponse, VendorProductView } from '@ihe/contracts';

/** One JSON call to a gateway (or a service's own port). */
export const call = <T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  options: JsonRequestOptions = {},
): Promise<JsonAnswer<T>> => jsonRequest<T>(base, method, path, options);

export interface Account {
  id: string;
  email: string;
  token: string;
}

export async function login(base: string, email: string, password: string): Promise<Account> {
  const answer = await call<LoginResponse>(base, 'POST', '/api/v1/auth/login', { body: { email, password } });
  if (answer.status !== 200)
    throw new Error(`login of ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.user.id, email, token: answer.body.accessToken };
}

/**
 * Signs up and logs in `count` consumers, a few at a time (password hashing is slow), through the
 * gateways in turn; consumer i belongs to gateway i % gateways.length.
 */
export async function signUpConsumers(gateways: string[], count: number, tag: string): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, k) => start + k);
    accounts.push(
      ...(await Promise.all(
        batch.map(async (i) => {
          const base = gateways[i % gateways.length];
          const email = `scale.${tag}.${i}@farm.ng`;
          const signup = await call(base, 'POST', '/api/v1/auth/signup', {
            body: {
              email,
              password: 'Harvest2026',
              firstName: 'Scale',
              lastName: 'Buyer',
              phone: `+234803${String(1_000_000 + i).slice(-7)}`,
              role: 'consumer',
              deliveryAddress: '1 Replica Road, Ikeja, Lagos',
              acceptTerms: true,
            },
          });
          if (signup.status !== 201)
            throw new Error(`sign-up of ${email}: ${signup.status} ${JSON.stringify(signup.body)}`);
          return login(base, email, 'Harvest2026');
        }),
      )),
    );
  }
  return accounts;
}

/** A vendor's new product with `stock` kg (1 kg minimum order). */
export async function addProduct(
  base: string,
  vendor: Account,
  name: string,
  stock: number,
): Promise<VendorProductView> {
  const answer = await call<VendorProductView>(base, 'POST', '/api/v1/vendor/products', {
    token: vendor.token,
    body: {
      name,
      description: 'Added by the scale-out proof to count its stock exactly.',
      category: 'tubers',
      basePrice: 1000,
      stockQuantity: stock,
      minimumOrderQuantity: 1,
      farmOrigin: 'Makurdi, Benue',
    },
  });
  if (answer.status !== 201)
    throw new Error(`adding ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Adds to a cart, waiting (up to 30 s) while orders has not yet heard of the product from catalog. */
export async function addToCart(base: string, token: string, productId: string, quantity = 1) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await call(base, 'POST', '/api/v1/cart/items', { token, body: { productId, quantity } });
    if (answer.status !== 404 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The sum of a Prometheus counter's series at `url`/metrics whose labels include `labels`. */
export async function counterValue(
  url: string,
  metric: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? ([-+\d.eE]+|NaN)$/.exec(line);
    if (!match || match[1] !== metric) continue;
    const series = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => series[key] === value)) sum += Number(match[3]);
  }
  return sum;
}
