import proxyAddr from 'proxy-addr';

/** proxy-addr's trust function for TRUST_PROXY (trustProxySetting): a number of hops, or the listed addresses. */
export function trustedProxies(setting: number | string[]): (address: string, hop: number) => boolean {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : proxyAddr.compile(setting);
}
