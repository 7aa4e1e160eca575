import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { emailSchema } from '../../../../domain/auth.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EMAIL_INPUT, Field, FormMessage } from '../../../components/ui/field.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { errorText } from '../../../lib/error-text.ts';

/** Sends the reset e-mail; says the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const reset = useRequestPasswordReset();
  const { register, handleSubmit, formState } = useForm<v.InferInput<typeof emailSchema>>({
    resolver: valibotResolver(emailSchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(({ email }) => reset.mutateAsync({ email }).catch(() => undefined));
  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">{m.resetEmailSent()}</FormMessage>
        <Link to="/login" className="tap-target text-sm text-link">
          {m.signIn()}
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field {...EMAIL_INPUT} error={formState.errors.email?.message} {...register('email')} />
      <FormMessage>
        {reset.isError ? errorText(reset.error, m.somethingWentWrong()) : null}
      </FormMessage>
      <Button type="submit" disabled={formState.isSubmitting}>
        {m.forgotPassword()}
      </Button>
      <Link to="/login" className="tap-target justify-center self-center text-sm text-link">
        {m.signIn()}
      </Link>
    </form>
  );
}
