import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { resetPasswordFormSchema } from '../../../../domain/auth.ts';
import { m } from '../../../../domain/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { errorText } from '../../../lib/error-text.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';

const linkClass = 'text-sm text-link';

/** Sets a new password from the e-mailed link's token. */
export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const reset = useResetPassword();
  const { register, handleSubmit, formState } = useForm<
    v.InferInput<typeof resetPasswordFormSchema>
  >({
    resolver: valibotResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  if (!token) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage>{m.resetLinkInvalid()}</FormMessage>
        <Link to="/forgot-password" className={linkClass}>
          {m.forgotPassword()}
        </Link>
      </div>
    );
  }
  if (reset.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">{m.yourPasswordHasBeenChanged()}</FormMessage>
        <Link to="/login" className={linkClass}>
          {m.signIn()}
        </Link>
      </div>
    );
  }
  const submit = handleSubmit(({ password }) =>
    reset.mutateAsync({ token, password }).catch(() => undefined),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <NewPasswordFields
        labels={[m.enterNewPassword(), m.reEnterNewPassword()]}
        register={register}
        errors={formState.errors}
      />
      <FormMessage>
        {reset.isError ? errorText(reset.error, m.somethingWentWrong()) : null}
      </FormMessage>
      <Button type="submit" disabled={formState.isSubmitting}>
        {m.resetPassword()}
      </Button>
    </form>
  );
}
