import { useState, type MouseEvent } from 'react';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import type { SessionUser } from '../../../lib/session.ts';

/**
 * Sign in with a passkey (decision 051): the authenticator offers the passkeys it holds for this
 * console, and the server checks the one chosen. Its library loads on the click, so the sign-in
 * page's own script stays as small as before.
 */
export function PasskeySignIn({
  disabled,
  onSignedIn,
}: {
  disabled: boolean;
  onSignedIn(user: SessionUser, token: string, form: HTMLFormElement): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = async (event: MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form!;
    setBusy(true);
    setError(null);
    try {
      const { signInWithPasskey } = await import('../../../lib/passkeys.ts');
      const result = await signInWithPasskey();
      onSignedIn(result.user, result.token, form);
    } catch (failure) {
      setError(errorText(failure, m.passkeySignInFailed()));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <FormMessage>{error}</FormMessage>
      <Button type="button" variant="secondary" disabled={disabled || busy} onClick={signIn}>
        {busy ? m.signingIn() : m.signInWithPasskey()}
      </Button>
    </>
  );
}
