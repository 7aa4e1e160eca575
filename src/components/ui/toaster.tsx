import { Toaster as Sonner } from 'sonner';

/**
 * Seed section 9: one toast at a time, 5 s, F8 moves focus to them. At the bottom, so that on a
 * phone a toast never covers the top bar's buttons.
 */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      position="bottom-center"
      closeButton
      richColors
    />
  );
}
