import autocannon from 'autocannon';
import { readFileSync, readdirSync } from 'node:fs';
const [url, conns = '20'] = process.argv.slice(2);
const token = readFileSync('/tmp/token', 'utf8').trim();
const r = await autocannon({
  url,
  connections: Number(conns),
  duration: 8,
  headers: { authorization: `Bearer ${token}` },
});
console.log(url, 'req/s', r.requests.average, 'p99', r.latency.p99, 'non2xx', r.non2xx);
