import { runLoad, type LoadResult } from './load-test.js';

export interface ComparedRoute {
  result: LoadResult;
  baseline?: LoadResult;
}

/**
 * Loads each route first on the baseline server, then through the gateway with `headers`, after checking
 * that both answer the same body (the load then measures the same work). Prints each list's total.
 */
export async function compareRoutes(options: {
  base: string;
  baselineBase: string;
  headers: Record<string, string>;
  routes: ReadonlyArray<readonly [name: string, route: string]>;
  connections: number;
  durationSeconds: number;
}): Promise<ComparedRoute[]> {
  const { base, baselineBase, headers, connections, durationSeconds } = options;
  const rows: ComparedRoute[] = [];
  for (const [name, route] of options.routes) {
    const [viaGateway, direct] = await Promise.all([
      fetch(`${base}${route}`, { headers }),
      fetch(`${baselineBase}${route}`),
    ]);
    const [gatewayBody, baselineBody] = [await viaGateway.text(), await direct.text()];
    if (!viaGateway.ok || !sameAnswer(gatewayBody, baselineBody))
      throw new Error(
        `${route}: the gateway answered ${viaGateway.status} ${gatewayBody.slice(0, 300)}, the baseline ${baselineBody.slice(0, 300)}`,
      );
    const answer = JSON.parse(gatewayBody) as { total?: number; items?: unknown[] };
    if (answer.items)
      console.log(`${name}: total ${answer.total?.toLocaleString()}, ${answer.items.length} items`);

    const baseline = await runLoad({
      name: `${name} baseline`,
      url: `${baselineBase}${route}`,
      connections,
      durationSeconds,
    });
    const result = await runLoad({
      name,
      url: `${base}${route}`,
      headersPerConnection: [headers],
      connections,
      durationSeconds,
    });
    rows.push({ result, baseline });
  }
  return rows;
}

/**
 * The same answer: equal bodies, or, for the admin overview, equal apart from the health fields the service
 * adds (its baseline runs only the figures reader).
 */
function sameAnswer(gatewayBody: string, baselineBody: string): boolean {
  if (gatewayBody === baselineBody) return true;
  const viaGateway = JSON.parse(gatewayBody) as Record<string, unknown>;
  if (!('systemHealthScore' in viaGateway)) return false;
  const { systemHealthScore: _score, healthSignals: _signals, ...figures } = viaGateway;
  return JSON.stringify(figures) === baselineBody;
}
