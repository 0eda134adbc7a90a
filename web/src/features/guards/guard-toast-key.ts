/** The key of a guard's toast: another toast with it (the login's own notice) is replaced, not doubled. */
export const guardToastKey = (message: string): string => `guard:${message}`;
