import pino, { type DestinationStream } from 'pino';

/**
 * KYC identifiers by every name they travel under (the store input, the onboarding pages, the
 * reveal's answer): never written to a log, wherever they sit one or two levels down.
 */
const KYC_FIELDS = [
  'gstin',
  'panNum',
  'addhaarNum',
  'accNum',
  'upiId',
  'gstNo',
  'aadhaarNo',
  'panNo',
  'accountNo',
  'pan',
  'aadhaar',
];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'password',
  'token',
  ...KYC_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

export function createLogger(level: string, destination?: DestinationStream) {
  return pino({ level, base: undefined, redact: REDACTED_PATHS }, destination);
}
