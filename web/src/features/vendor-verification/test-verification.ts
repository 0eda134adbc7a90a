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

/** A File of the given size without allocating it all in the test's heap twice. */
export function makeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
