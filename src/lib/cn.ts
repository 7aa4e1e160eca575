import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * The classes given, a later class winning over an earlier one it conflicts with. The build swaps
 * tailwind-merge for a merger of the console's own classes, with the same answers (decision 061).
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
