export const JWT_PUBLIC_KEY = Symbol('JWT_PUBLIC_KEY');
export const JWT_PRIVATE_KEY = Symbol('JWT_PRIVATE_KEY');
