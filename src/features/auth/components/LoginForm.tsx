import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { loginFormSchema } from '../../../../domain/auth.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EMAIL_INPUT, Field, FormMessage } from '../../../components/ui/field.tsx';
import { session, type SessionUser } from '../../../lib/session.ts';
import { useLogin } from '../api/login.ts';
import { errorText } from '../../../lib/error-text.ts';

type Values = v.InferInput<typeof loginFormSchema>;

/** Sign In (seed section 2); a failed sign-in shows one message under the form. */
export function LoginForm({ onSignedIn }: { onSignedIn(user: SessionUser): void }) {
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: valibotResolver(loginFormSchema),
    defaultValues: { email: '', password: '', remember: true },
  });
  const submit = handleSubmit(async ({ email, password, remember }) => {
    const { login: result } = await login
      .mutateAsync({ email, password })
      .catch(() => ({ login: null }));
    if (!result?.user) {
      if (result) console.error(m.noUserData());
      return;
    }
    session.signIn(result.user, result.token, remember);
    onSignedIn(result.user);
  });
  const e = formState.errors;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field {...EMAIL_INPUT} error={e.email?.message} {...register('email')} />
      <Field
        label={m.password()}
        type="password"
        autoComplete="current-password"
        error={e.password?.message}
        {...register('password')}
      />
      <div className="flex items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" className="size-5 accent-brand" {...register('remember')} />
          {m.rememberMe()}
        </label>
        <Link to="/forgot-password" className="inline-flex min-h-11 items-center text-sm text-link">
          {m.forgotPassword()}
        </Link>
      </div>
      <FormMessage>{login.isError ? errorText(login.error, m.signInFailed()) : null}</FormMessage>
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? m.signingIn() : m.signIn()}
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
