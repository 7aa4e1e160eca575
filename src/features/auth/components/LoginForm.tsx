import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { loginFormSchema } from '../../../../domain/auth.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EMAIL_INPUT, Field, FormMessage } from '../../../components/ui/field.tsx';
import { session, type SessionUser } from '../../../lib/session.ts';
import { useLogin } from '../api/login.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

type Errors = Partial<Record<'email' | 'password', string>>;

/** The form's values as the schema reads them (a checkbox is a boolean). */
const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return {
    email: String(data.get('email') ?? ''),
    password: String(data.get('password') ?? ''),
    remember: data.get('remember') === 'on',
  };
};

/** The first message of each field, or null when the values pass. */
function check(form: HTMLFormElement) {
  const result = v.safeParse(loginFormSchema, valuesOf(form));
  if (result.success) return { values: result.output, errors: null };
  const nested = v.flatten<typeof loginFormSchema>(result.issues).nested ?? {};
  const errors: Errors = { email: nested.email?.[0], password: nested.password?.[0] };
  return { values: null, errors };
}

/**
 * Sign In (seed section 2); a failed sign-in shows one message under the form. A plain form, not
 * react-hook-form: the page people land on first carries no form library (its script is smaller).
 * As elsewhere, fields are checked on submit, then again as they change.
 */
export function LoginForm({
  onSignedIn,
  email,
}: {
  /** `locale`: the language the user works in (their other devices' choice). */
  onSignedIn(user: SessionUser & { locale?: string | null }): void;
  /** The e-mail to start with (an account just registered). */
  email?: string;
}) {
  const login = useLogin();
  const [errors, setErrors] = useState<Errors | null>(null);
  // Signed in, the page is on its way to the console (a page load, login.tsx): the form stays as
  // it is, saying it is signing in, until the console paints over it.
  const [busy, setBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { values, errors: found } = check(form);
    setErrors(found ?? {});
    if (!values) {
      const first = found?.email ? 'email' : 'password';
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setBusy(true);
    const { email, password, remember } = values;
    const { login: result } = await login
      .mutateAsync({ email, password })
      .catch(() => ({ login: null }));
    if (!result?.user) {
      if (result) console.error(m.noUserData());
      setBusy(false);
      return;
    }
    session.keepForNextPage(result.user, result.token, remember);
    onSignedIn(result.user);
  };
  // After the first submit, a change re-checks the fields.
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    if (errors) setErrors(check(event.currentTarget).errors ?? {});
  };
  const e = errors ?? {};
  return (
    // Until the script has the prerendered page, Sign In is disabled (what was typed stays, and
    // Enter submits nothing). POST all the same: should the form ever be sent without the script,
    // the password is never put in an address (the server answers with the page again).
    <form
      method="post"
      onSubmit={submit}
      onInput={recheck}
      noValidate
      className="flex flex-col gap-4"
    >
      <Field {...EMAIL_INPUT} name="email" defaultValue={email} error={e.email} />
      <Field
        label={m.password()}
        type="password"
        autoComplete="current-password"
        name="password"
        error={e.password}
      />
      <div className="flex items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" name="remember" defaultChecked className="size-5 accent-brand" />
          {m.rememberMe()}
        </label>
        <Link to="/forgot-password" className="inline-flex min-h-11 items-center text-sm text-link">
          {m.forgotPassword()}
        </Link>
      </div>
      <FormMessage>
        {login.isError ? errorText(login.error, m.signInFailed()) : passkeyError}
      </FormMessage>
      <Button type="submit" disabled={busy || !hydrated}>
        {busy ? m.signingIn() : m.signIn()}
      </Button>
      {/* A new user's trial on a flaky connection: Sign In stayed greyed out, with no reason
          given, for 30 s while the scripts came. Reload, should they never come (a boot script
          that failed cannot say so itself). */}
      {!hydrated && (
        <p role="status" className="appear-late text-sm text-soft">
          {m.signInWaitsForConsole()}{' '}
          <a href="/login" className="tap-target text-link">
            {m.reload()}
          </a>
        </p>
      )}
      {/* Decision 051: the authenticator offers its passkeys for this console; the library
          loads on the click, so this page's own script stays as small as before. */}
      <Button
        type="button"
        variant="secondary"
        disabled={busy || !hydrated}
        onClick={async (event) => {
          const form = event.currentTarget.form!;
          setBusy(true);
          // A password attempt's refusal gives way to what the passkey says.
          login.reset();
          setPasskeyError(null);
          try {
            const { signInWithPasskey } = await import('../../../lib/passkeys.ts');
            const result = await signInWithPasskey();
            session.keepForNextPage(result.user, result.token, valuesOf(form).remember);
            onSignedIn(result.user);
          } catch (error) {
            setPasskeyError(errorText(error, m.signInFailed()));
            setBusy(false);
          }
        }}
      >
        {m.signInWithPasskey()}
      </Button>
      <Link
        to="/registration"
        className="inline-flex min-h-11 items-center justify-center self-center text-sm text-link"
      >
        {m.newUserSignUp()}
      </Link>
    </form>
  );
}
