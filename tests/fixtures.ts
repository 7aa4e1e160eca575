/** Inputs the API and browser tests share. */
import { verhoeffCheckDigit } from '../domain/kyc.ts';

/**
 * A valid Aadhaar number (Verhoeff check digit, not starting with 0 or 1) unlikely to have been
 * used: an Aadhaar number already used by another owner is refused.
 */
export function freshAadhaar(): string {
  const body = `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
  return body + verhoeffCheckDigit(body);
}

/** A complete store submission (onboarding's three pages). */
export const STORE_INPUT = {
  name: 'Test Threads',
  type: 'BRAND' as const,
  email: 'shop@threads.test',
  phone: '9876543210',
  emergencyPhone: '9876543211',
  addresses: '12 MG Road, Bengaluru 560001',
  pocName: 'Asha',
  pocPhone: '9876543212',
  gstin: '29ABCPE1234F1Z7',
  addhaarNum: '234567890124',
  panNum: 'ABCPE1234F',
  accNum: '123456789012',
  ifsc: 'HDFC0001234',
  branch: 'MG Road',
  upiId: 'asha@okhdfc',
  storePolicy: 'Hand-made, small batches.',
  returnPolicy: 'Returns within 7 days.',
  shippingPolicy: 'Ships in 2 days.',
};
