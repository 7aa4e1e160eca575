import { GST_STATES } from '../../../../domain/gst.ts';

/**
 * The state and PIN under an address, unless the address already ends with its PIN (as a typed
 * one often does): the label said "Karnataka 560001" twice. Without a state, the PIN alone.
 */
export function StateLine({
  address,
  stateCode,
  pinCode,
}: {
  address: string;
  stateCode?: string | null;
  pinCode: string | null | undefined;
}) {
  if (pinCode && address.trim().endsWith(pinCode)) return null;
  const state = stateCode ? (GST_STATES[stateCode] ?? stateCode) : '';
  const line = [state, pinCode].filter(Boolean).join(' ');
  return line ? <p>{line}</p> : null;
}
