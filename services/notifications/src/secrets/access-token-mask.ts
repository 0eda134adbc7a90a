/**
 * What the browser sees of the access token: its first 4 and last 4 characters around a fixed run of
 * dots (short tokens: dots only), enough to recognise which token is set, never enough to use it.
 */
export function maskAccessToken(token: string): string {
  if (token.length < 16) return '••••••••';
  return `${token.slice(0, 4)}••••••••${token.slice(-4)}`;
}

/** A value the browser sent back unchanged from GET (the mask itself): it means "keep the token". */
export const looksMasked = (value: string) => value.includes('••••');
