/** Signs up `count` consumers through the public API and returns their access tokens. */
export async function benchConsumers(
  base: string,
  count: number,
  waitForProductId: string,
): Promise<string[]> {
  const tag = Date.now().toString(36);
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `bench.${tag}.${i}@farm.ng`;
    const body = {
      email,
      password: 'Harvest2026',
      firstName: 'Bench',
      lastName: 'Buyer',
      phone: '+2348030000000',
      role: 'consumer',
      acceptTerms: true,
    };
    const headers = { 'content-type': 'application/json' };
    await fetch(`${base}/api/v1/auth/signup`, { method: 'POST', headers, body: JSON.stringify(body) });
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: body.password }),
    });
    tokens.push(((await login.json()) as { accessToken: string }).accessToken);
  }
  // Wait until orders has learned the cart product from catalog's events.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`${base}/api/v1/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[0]}` },
      body: JSON.stringify({ productId: waitForProductId, quantity: 1 }),
    });
    if (answer.ok) return tokens;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('orders never learned the benchmark products');
}
