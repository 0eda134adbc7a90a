import type { VendorVerificationView } from '@ihe/contracts';

export function makeVerification(overrides: Partial<VendorVerificationView> = {}): VendorVerificationView {
  return {
    status: 'pending',
    adminNotes: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    processedAt: null,
    ...overrides,
  };
}

/** A File of the given size, starting with its type's first bytes (the picker checks them), without allocating it all. */
export function makeFile(name: string, type: string, size = 1024): File {
  const start: Record<string, number[] | string> = {
    'application/pdf': '%PDF-1.7\n',
    'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
    'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  };
  const bytes = start[type] ?? 'x';
  const file = new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
